/**
 * PATCH /api/products/{id}/reviews/{reviewId} (its author only, not even an admin): changes the
 * name, message or rating of the caller's own review, checked like a new one. Authorship is the
 * id itself (the one id the caller's review of this product can have), so another account is a
 * 403 whether or not the review exists. Visitors' and seed reviews have no author: nobody edits
 * them. Answers the review and the product's new average and count.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type EditReviewRequest, type ReviewResponse } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { reviewedProduct } from './reviewAccess';
import { editedReviewFields } from './reviewFields';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView, userReviewId } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { editReviewBodySchema, reviewParamsSchema, type ReviewParams } from './reviewSchemas';
import { hasPaidOrderFor } from './verifiedPurchase';
import { namedPlugin } from '../../plugins/named-plugin';

export const editReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'editReviewRoute',
  async (app, { reviews, products, docs, writeLimit }) => {
    app.patch<{ Params: ReviewParams; Body: EditReviewRequest }>(
      REVIEW_ROUTES.review,
      {
        schema: { params: reviewParamsSchema, body: editReviewBodySchema },
        onRequest: app.requireVerifiedUser,
        preHandler: writeLimit,
      },
      async (request): Promise<ReviewResponse> => {
        const { id, reviewId } = request.params;
        const { uid } = currentUser(request);
        if (reviewId !== userReviewId(id, uid)) throw httpError(403, REVIEW_MESSAGES.editOwnOnly);
        const product = await reviewedProduct(products, id);
        const current = await reviews.get(reviewId);
        if (!current || current.productId !== product.id || current.uid !== uid)
          throw httpError(404, REVIEW_MESSAGES.notFound);
        const fields = editedReviewFields(current, request.body);
        const bought = current.verifiedPurchase || (await hasPaidOrderFor(docs, uid, product.id));
        const updatedAt = new Date().toISOString();
        const updated = await reviews.update(reviewId, (stored) => ({
          ...stored,
          ...fields,
          updatedAt,
          verifiedPurchase: stored.verifiedPurchase || bought,
        }));
        if (!updated) throw httpError(404, REVIEW_MESSAGES.notFound);
        const { avgRating, reviewCount } = await reviews.refresh(product.id);
        return { review: reviewView(updated, uid), avgRating, reviewCount };
      },
    );
  },
);
