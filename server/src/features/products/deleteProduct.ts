/**
 * DELETE /api/products/{id} (admin only): removes a product no order mentions (204). A product in
 * an order is kept for that order's history: 409 saying to archive it instead.
 * The check counts the orders whose `productIds` hold the product (an index; Firestore counts
 * without reading them), and an order placed between the check and the delete keeps its own copy
 * of the line (name, picture, price) anyway.
 */
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http-errors';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { createOrderReads } from '../orders/order-reads';
import { notFoundMessage, PRODUCT_PATH } from './getProduct';
import type { ProductsRepository } from './productsRepository';
import { namedPlugin } from '../../plugins/named-plugin';

export interface DeleteProductOptions {
  users: Pick<UsersRepository, 'get'>;
  products: ProductsRepository;
  docs: Pick<DocumentStore, 'query' | 'count'>;
}

export const inOrdersMessage = (orders: number): string =>
  `This product is in ${orders === 1 ? 'an order' : `${orders} orders`}, so it cannot be deleted. Archive it instead: it leaves the shop and stays in past orders.`;

export const deleteProductRoute: FastifyPluginAsync<DeleteProductOptions> = namedPlugin(
  'deleteProductRoute',
  async (app, { users, products, docs }) => {
    app.delete<{ Params: { id: string } }>(
      PRODUCT_PATH,
      { onRequest: adminOnly(app, users) },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await products.get(id))) throw httpError(404, notFoundMessage(id));
        const orders = await createOrderReads(docs).countWithProduct(id);
        if (orders > 0) throw httpError(409, inOrdersMessage(orders));
        await products.delete(id);
        return reply.status(204).send();
      },
    );
  },
);
