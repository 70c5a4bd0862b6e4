/**
 * POST /api/products/{id}/reviews (anyone): adds a review. A visitor's review has no author
 * account (it cannot be edited later) and, unless REVIEWS_VISITOR_MODERATION=off, is held for the
 * admin's approval: the answer marks it awaitingApproval, and the average and count stay as they
 * were until an admin approves it (reviewApproval.ts). With a token (valid and verified, or 401/403) the review is
 * the account's one review of the product: its id comes from product and uid, so a second post,
 * even a concurrent one, is a 409. Answers 201 with the review and the product's new average and
 * count (the product document carries them from now on). Rate-limited per IP and per account.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REVIEW_MESSAGES, type PostReviewRequest, type ReviewResponse } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { reviewedProduct, verifiedUserIfToken } from './reviewAccess';
import { newReviewFields } from './reviewFields';
import { REVIEW_ROUTES } from './reviewPaths';
import { reviewView, userReviewId, visitorReviewId, type StoredReview } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { postReviewBodySchema, productParamsSchema, type ProductParams } from './reviewSchemas';
import { hasPaidOrderFor } from './verifiedPurchase';
import { namedPlugin } from '../../plugins/named-plugin';

export const postReviewRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'postReviewRoute',
  async (app, { reviews, products, docs, writeLimit, holdVisitorReviews }) => {
    app.post<{ Params: ProductParams; Body: Partial<PostReviewRequest> }>(
      REVIEW_ROUTES.reviews,
      {
        schema: { params: productParamsSchema, body: postReviewBodySchema },
        onRequest: verifiedUserIfToken(app),
        preHandler: writeLimit,
      },
      async (request, reply): Promise<ReviewResponse> => {
        const fields = newReviewFields(request.body ?? {});
        const product = await reviewedProduct(products, request.params.id);
        const uid = request.user?.uid ?? null;
        const now = new Date().toISOString();
        const review: StoredReview = {
          id: uid ? userReviewId(product.id, uid) : visitorReviewId(),
          productId: product.id,
          uid,
          ...fields,
          createdAt: now,
          updatedAt: now,
          hidden: false,
          held: uid === null && holdVisitorReviews,
          seed: false,
          verifiedPurchase: uid ? await hasPaidOrderFor(docs, uid, product.id) : false,
        };
        const { created } = await reviews.create(review);
        if (!created) throw httpError(409, REVIEW_MESSAGES.alreadyReviewed);
        const { avgRating, reviewCount } = await reviews.refresh(product.id);
        reply.status(201);
        return { review: reviewView(review, uid), avgRating, reviewCount };
      },
    );
  },
);
