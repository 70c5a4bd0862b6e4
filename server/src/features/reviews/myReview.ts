/**
 * GET /api/products/{id}/reviews/mine (a verified account): the caller's own review of the
 * product, hidden or not (so the page can offer Edit), or a 404 saying there is none yet.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type ReviewView } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { reviewedProduct } from './reviewAccess';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView, userReviewId } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { productParamsSchema, type ProductParams } from './reviewSchemas';

export const myReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = async (app, { reviews, products }) => {
  app.get<{ Params: ProductParams }>(
    REVIEW_ROUTES.mine,
    { schema: { params: productParamsSchema }, onRequest: app.requireVerifiedUser },
    async (request, reply): Promise<ReviewView> => {
      const { uid } = currentUser(request);
      const product = await reviewedProduct(products, request.params.id);
      const review = await reviews.get(userReviewId(product.id, uid));
      if (!review || review.uid !== uid) throw httpError(404, REVIEW_MESSAGES.noReviewYet);
      reply.header('cache-control', 'private, no-cache');
      return reviewView(review, uid);
    },
  );
};
