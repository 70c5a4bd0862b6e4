/**
 * GET /api/products/{id}/reviews/mine (a verified account): the caller's own review of the
 * product, hidden or not (so the page can offer Edit), or null when there is none yet.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MyReviewResponse } from 'shared-contracts/catalogue';
import { currentUser } from '../../plugins/auth';
import { reviewedProduct } from './reviewAccess';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView, userReviewId } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { productParamsSchema, type ProductParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const myReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'myReviewRoute',
  async (app, { reviews, products }) => {
    app.get<{ Params: ProductParams }>(
      REVIEW_ROUTES.mine,
      { schema: { params: productParamsSchema }, onRequest: app.requireVerifiedUser },
      async (request, reply): Promise<MyReviewResponse> => {
        const { uid } = currentUser(request);
        const product = await reviewedProduct(products, request.params.id);
        const review = await reviews.get(userReviewId(product.id, uid));
        reply.header('cache-control', 'private, no-cache');
        return { review: review && review.uid === uid ? reviewView(review, uid) : null };
      },
    );
  },
);
