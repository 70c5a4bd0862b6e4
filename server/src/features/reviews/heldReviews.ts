/**
 * GET /api/admin/reviews/held (admin): the reviews awaiting approval, of every product (archived
 * ones too), oldest first, paged like the shop's list (`limit` 1–50, default 10; `offset`): the
 * admin's queue. Read from the in-memory index, no storage read.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { HeldReviewsPage } from 'shared-contracts/catalogue';
import { adminOnly } from '../admin/require-admin';
import { reviewWindow } from './listReviews';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { pageQuerySchema, type PageQuery } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const heldReviewsRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'heldReviewsRoute',
  async (app, { reviews, users }) => {
    app.get<{ Querystring: PageQuery }>(
      REVIEW_ROUTES.held,
      { schema: { querystring: pageQuerySchema }, onRequest: adminOnly(app, users) },
      async (request, reply): Promise<HeldReviewsPage> => {
        const window = reviewWindow(request.query);
        const held = await reviews.held();
        reply.header('cache-control', 'private, no-cache');
        return {
          reviews: held
            .slice(window.offset, window.offset + window.limit)
            .map((review) => reviewView(review, null, { admin: true })),
          total: held.length,
          ...window,
        };
      },
    );
  },
);
