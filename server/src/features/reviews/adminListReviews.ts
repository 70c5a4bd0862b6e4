/**
 * GET /api/admin/products/{id}/reviews (admin): every review of the product, hidden ones included
 * (each marked `hidden`), newest first and paged like the shop's list; `total` counts them all,
 * `avgRating` and `reviewCount` the visible ones. Archived products too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../admin/require-admin';
import { reviewPage, reviewWindow, sendPage } from './listReviews';
import { reviewedProduct } from './reviewAccess';
import { REVIEW_ROUTES } from './reviewPaths';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { pageQuerySchema, productParamsSchema, type PageQuery, type ProductParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const adminListReviewsRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'adminListReviewsRoute',
  async (app, { reviews, products, users }) => {
    app.get<{ Params: ProductParams; Querystring: PageQuery }>(
      REVIEW_ROUTES.adminList,
      { schema: { params: productParamsSchema, querystring: pageQuerySchema }, onRequest: adminOnly(app, users) },
      async (request, reply) => {
        const window = reviewWindow(request.query);
        const product = await reviewedProduct(products, request.params.id, { admin: true });
        const { all, visible } = await reviews.forProduct(product.id);
        return sendPage(request, reply, reviewPage(all, visible, window, null, true));
      },
    );
  },
);
