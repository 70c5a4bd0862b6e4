/**
 * The delivery API:
 *
 * GET /api/delivery/{pincode}          public (the app's rate limit): deliverable or not, the window's
 *   ?value=<paise>                     dates, the freight for the order value, assembly and cash on
 *   ?productId=<id>&quantity=<n>       delivery (DeliveryQuote); the value is given in paise or priced
 *                                      here from a product and a quantity. A bad pincode or query is
 *                                      a 400 saying what to send; an unknown or archived product 404.
 * GET  /api/admin/delivery             admin: the table (the default one until saved) and when saved
 * PUT  /api/admin/delivery             admin: a whole DeliveryTable → checked, then stored in one write;
 *                                      a bad table → 400 with every problem, one per row, nothing stored
 * GET  /api/admin/delivery/csv         admin: the table as a CSV attachment
 * PUT  /api/admin/delivery/csv         admin: text/csv → the rows and the rest of India replaced, the
 *                                      holidays and COD setting kept; every bad line → 400 naming its line, nothing stored
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SAVED_LIST_LIMITS, toPaise } from 'shared-contracts';
import {
  DELIVERY_API_PATHS,
  DELIVERY_LIMITS,
  PINCODE_MESSAGES,
  exportDeliveryCsv,
  importDeliveryCsv,
  quoteDelivery,
  validateDeliveryTable,
  type DeliveryQuote,
  type DeliveryTable,
  type DeliveryTableProblems,
  type DeliveryTableResponse,
} from 'shared-contracts/delivery';
import { errorBody, httpError } from '../../http-errors';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { ARCHIVED_MESSAGE, notFoundMessage } from '../products/getProduct';
import { toProduct } from '../products/productRecord';
import { deliveryRepositoryOf } from './repository';
import { getTableSchema, putCsvSchema, putTableSchema, quoteSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const DELIVERY_MESSAGES = {
  valueAndProduct: 'Ask with either value (the order value in paise) or productId, not both.',
  value: `value must be the order value in whole paise, from 0 to ${DELIVERY_LIMITS.paise}.`,
  quantity: `quantity must be a whole number from 1 to ${SAVED_LIST_LIMITS.maxQuantity}.`,
  quantityWithoutProduct: 'quantity goes with productId.',
  notCsv: 'Send the delivery table as text/csv.',
  notSaved: (problems: readonly string[]): string =>
    `Nothing was saved: ${problems[0] ?? 'the table is not valid.'}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
} as const;

const WHOLE = /^\d{1,10}$/;

export interface DeliveryRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
}

interface QuoteQuery {
  value?: string;
  productId?: string;
  quantity?: string;
}

function problemsReply(reply: FastifyReply, problems: string[]) {
  const body: DeliveryTableProblems = {
    ...errorBody(400, DELIVERY_MESSAGES.notSaved(problems)),
    statusCode: 400,
    problems,
  };
  return reply.status(400).send(body);
}

export const deliveryRoutes: FastifyPluginAsync<DeliveryRoutesOptions> = namedPlugin(
  'deliveryRoutes',
  async (app, { storage }) => {
    const delivery = deliveryRepositoryOf(storage.docs);
    const onRequest = adminOnly(app, storage.users);

    /** The order value in paise the query names, or null when it names none. */
    async function orderValue({ value, productId, quantity }: QuoteQuery): Promise<number | null> {
      if (value !== undefined && productId !== undefined) throw httpError(400, DELIVERY_MESSAGES.valueAndProduct);
      if (quantity !== undefined && productId === undefined)
        throw httpError(400, DELIVERY_MESSAGES.quantityWithoutProduct);
      if (value !== undefined) {
        const paise = WHOLE.test(value) ? Number(value) : NaN;
        if (!(paise <= DELIVERY_LIMITS.paise)) throw httpError(400, DELIVERY_MESSAGES.value);
        return paise;
      }
      if (productId === undefined) return null;
      const count = quantity === undefined ? 1 : WHOLE.test(quantity) ? Number(quantity) : NaN;
      if (!(count >= 1 && count <= SAVED_LIST_LIMITS.maxQuantity)) throw httpError(400, DELIVERY_MESSAGES.quantity);
      const stored = await storage.docs.get('products', productId);
      if (!stored) throw httpError(404, notFoundMessage(productId));
      const product = toProduct(productId, stored);
      if (product.status === 'archived') throw httpError(404, ARCHIVED_MESSAGE);
      return toPaise(product.price) * count;
    }

    app.get<{ Params: { pincode: string }; Querystring: QuoteQuery }>(
      `${DELIVERY_API_PATHS.check}/:pincode`,
      { schema: quoteSchema },
      async (request): Promise<DeliveryQuote> => {
        const { pincode } = request.params;
        const orderValuePaise = await orderValue(request.query);
        const { table } = await delivery.get();
        const quote = quoteDelivery(table, pincode, { orderedAt: new Date(), orderValuePaise });
        if (!quote) throw httpError(400, PINCODE_MESSAGES.invalid);
        return quote;
      },
    );

    app.get(DELIVERY_API_PATHS.table, { schema: getTableSchema, onRequest }, async (): Promise<DeliveryTableResponse> =>
      delivery.get(),
    );

    app.put<{ Body: DeliveryTable }>(
      DELIVERY_API_PATHS.table,
      { schema: putTableSchema, onRequest },
      async (request, reply) => {
        const problems = validateDeliveryTable(request.body);
        if (problems.length > 0) return problemsReply(reply, problems);
        const stored: DeliveryTableResponse = await delivery.replace(request.body);
        return stored;
      },
    );

    app.get(DELIVERY_API_PATHS.csv, { onRequest }, async (_request, reply) => {
      const { table } = await delivery.get();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="delivery-rules.csv"')
        .header('cache-control', 'no-store')
        .send(exportDeliveryCsv(table));
    });

    // Scoped to this plugin: the CSV import reads its body as text.
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.put<{ Body: unknown }>(DELIVERY_API_PATHS.csv, { schema: putCsvSchema, onRequest }, async (request, reply) => {
      if (typeof request.body !== 'string') throw httpError(400, DELIVERY_MESSAGES.notCsv);
      const { table } = await delivery.get();
      const imported = importDeliveryCsv(request.body, table);
      if (!imported.ok) return problemsReply(reply, imported.problems);
      const stored: DeliveryTableResponse = await delivery.replace(imported.table);
      return stored;
    });
  },
);
