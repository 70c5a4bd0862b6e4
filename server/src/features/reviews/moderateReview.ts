/**
 * PATCH /api/admin/products/{id}/reviews/{reviewId} (admin): hides or shows any review. A hidden
 * review is not listed to shoppers and not counted in the product's average; its author still
 * sees it (reviews/mine). Works on archived products too. Answers the review as the admin list
 * shows it, and the product's new average and count.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type ModerateReviewRequest, type ReviewResponse } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { adminOnly } from '../admin/require-admin';
import { reviewedProduct } from './reviewAccess';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { moderateReviewBodySchema, reviewParamsSchema, type ReviewParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const moderateReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'moderateReviewRoute',
  async (app, { reviews, products, users }) => {
    app.patch<{ Params: ReviewParams; Body: ModerateReviewRequest }>(
      REVIEW_ROUTES.moderate,
      { schema: { params: reviewParamsSchema, body: moderateReviewBodySchema }, onRequest: adminOnly(app, users) },
      async (request): Promise<ReviewResponse> => {
        const { id, reviewId } = request.params;
        const product = await reviewedProduct(products, id, { admin: true });
        const current = await reviews.get(reviewId);
        if (!current || current.productId !== product.id) throw httpError(404, REVIEW_MESSAGES.notFound);
        const { hidden } = request.body;
        const updated = await reviews.update(reviewId, (stored) => ({ ...stored, hidden }));
        if (!updated) throw httpError(404, REVIEW_MESSAGES.notFound);
        const { avgRating, reviewCount } = await reviews.refresh(product.id);
        return { review: reviewView(updated, null, { admin: true }), avgRating, reviewCount };
      },
    );
  },
);
