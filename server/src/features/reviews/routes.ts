/**
 * The reviews API (REVIEW_API_PATHS): the shop's list, posting, the caller's own review, editing
 * and deleting it, and the admin's list, hide/show, and the approval of visitors' reviews. One reviews repository (one change-feed
 * subscription) and one write limiter for all of them; registered by the products routes, which
 * share their products snapshot with it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import type { ProductsRepository } from '../products/productsRepository';
import { adminListReviewsRoute } from './adminListReviews';
import { deleteReviewRoute } from './deleteReview';
import { editReviewRoute } from './editReview';
import { listReviewsRoute } from './listReviews';
import { moderateReviewRoute } from './moderateReview';
import { myReviewRoute } from './myReview';
import { heldReviewsRoute } from './heldReviews';
import { postReviewRoute } from './postReview';
import { reviewApprovalRoutes } from './reviewApproval';
import { DEFAULT_REVIEW_WRITE_LIMITS, reviewWriteLimit, type ReviewWriteLimits } from './reviewAccess';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { createReviewsRepository } from './reviewsRepository';
import { watchPaidOrders } from './verifiedPurchase';
import { namedPlugin } from '../../plugins/named-plugin';

export interface ReviewsRoutesOptions {
  docs: DocumentStore;
  users: Pick<UsersRepository, 'get'>;
  products: Pick<ProductsRepository, 'snapshot'>;
  limits?: ReviewWriteLimits;
  /** Hold a visitor's review for the admin's approval (REVIEWS_VISITOR_MODERATION; default on). */
  holdVisitorReviews?: boolean;
}

export const reviewsRoutes: FastifyPluginAsync<ReviewsRoutesOptions> = namedPlugin(
  'reviewsRoutes',
  async (app, { docs, users, products, limits = DEFAULT_REVIEW_WRITE_LIMITS, holdVisitorReviews = true }) => {
    const reviews = createReviewsRepository(docs);
    const stopOrders = watchPaidOrders(docs, reviews, (error) =>
      app.log.error({ err: error }, 'reviews: marking a verified purchase failed'),
    );
    app.addHook('onClose', async () => {
      stopOrders();
      reviews.close();
    });
    const options: ReviewRouteOptions = {
      reviews,
      products,
      docs,
      users,
      holdVisitorReviews,
      writeLimit: reviewWriteLimit(app, limits),
    };
    await app.register(listReviewsRoute, options);
    await app.register(postReviewRoute, options);
    await app.register(myReviewRoute, options);
    await app.register(editReviewRoute, options);
    await app.register(deleteReviewRoute, options);
    await app.register(adminListReviewsRoute, options);
    await app.register(moderateReviewRoute, options);
    await app.register(reviewApprovalRoutes, options);
    await app.register(heldReviewsRoute, options);
  },
);
