/**
 * The admin's decision on a review held for approval (a visitor's, under REVIEWS_VISITOR_MODERATION):
 *
 * POST /api/admin/products/{id}/reviews/{reviewId}/approve  publishes it: listed to shoppers and
 *     counted in the product's average, count and structured data → ReviewResponse. Approving a
 *     published review changes nothing (a second click, another admin).
 * POST /api/admin/products/{id}/reviews/{reviewId}/reject   removes it for good → DeleteReviewResponse;
 *     a published review is a 409 (hide or delete it instead), so a stray click cannot delete one.
 *
 * Admins only; an unknown review, or one of another product, is a 404. Archived products too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type DeleteReviewResponse, type ReviewResponse } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { adminOnly } from '../admin/require-admin';
import { reviewedProduct } from './reviewAccess';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView, type StoredReview } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { reviewParamsSchema, type ReviewParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const reviewApprovalRoutes: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'reviewApprovalRoutes',
  async (app, { reviews, products, users }) => {
    const schema = { params: reviewParamsSchema };
    const onRequest = adminOnly(app, users);

    /** The review the URL names, of the product it names (archived products too), or a 404. */
    async function namedReview({ id, reviewId }: ReviewParams): Promise<StoredReview> {
      const product = await reviewedProduct(products, id, { admin: true });
      const review = await reviews.get(reviewId);
      if (!review || review.productId !== product.id) throw httpError(404, REVIEW_MESSAGES.notFound);
      return review;
    }

    app.post<{ Params: ReviewParams }>(
      REVIEW_ROUTES.approve,
      { schema, onRequest },
      async (request): Promise<ReviewResponse> => {
        const review = await namedReview(request.params);
        const approved = await reviews.update(review.id, (stored) => ({ ...stored, held: false }));
        if (!approved) throw httpError(404, REVIEW_MESSAGES.notFound);
        const { avgRating, reviewCount } = await reviews.refresh(review.productId);
        return { review: reviewView(approved, null, { admin: true }), avgRating, reviewCount };
      },
    );

    app.post<{ Params: ReviewParams }>(
      REVIEW_ROUTES.reject,
      { schema, onRequest },
      async (request): Promise<DeleteReviewResponse> => {
        const review = await namedReview(request.params);
        if (!review.held) throw httpError(409, REVIEW_MESSAGES.notHeld);
        await reviews.delete(review.id);
        const { avgRating, reviewCount } = await reviews.refresh(review.productId);
        return { deleted: true, avgRating, reviewCount };
      },
    );
  },
);
