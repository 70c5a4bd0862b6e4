/**
 * DELETE /api/products/{id}/reviews/{reviewId} (its author or an admin): removes a review for good
 * and answers the product's new average and count. Works on an archived product too (an author
 * may always take back what they wrote; the admin cleans up).
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type DeleteReviewResponse } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { REVIEW_ROUTES } from './reviewPaths';
import { userReviewId } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { reviewParamsSchema, type ReviewParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const deleteReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'deleteReviewRoute',
  async (app, { reviews, users }) => {
    app.delete<{ Params: ReviewParams }>(
      REVIEW_ROUTES.review,
      { schema: { params: reviewParamsSchema }, onRequest: app.requireVerifiedUser },
      async (request): Promise<DeleteReviewResponse> => {
        const { id, reviewId } = request.params;
        const { uid } = currentUser(request);
        const own = reviewId === userReviewId(id, uid);
        if (!own && (await users.get(uid))?.role !== 'Admin') throw httpError(403, REVIEW_MESSAGES.deleteOwnOnly);
        const review = await reviews.get(reviewId);
        if (!review || review.productId !== id) throw httpError(404, REVIEW_MESSAGES.notFound);
        await reviews.delete(reviewId);
        const { avgRating, reviewCount } = await reviews.refresh(id);
        return { deleted: true, avgRating, reviewCount };
      },
    );
  },
);
