/**
 * "Verified purchase": the author has an order with this product that was paid (paid, shipped or
 * delivered). Worked out when the review is written or edited, by one index query of that shopper's
 * paid orders with the product (orders carry their lines' `productIds`). That is
 * enough because a paid order stays paid (later statuses are shipped and delivered), and a shopper
 * who buys after reviewing is caught by `watchPaidOrders`, which marks their review when the
 * order is paid.
 */
import type { DocumentStore } from '../../storage/port';
import { createOrderReads } from '../orders/order-reads';
import { PAID_STATUSES, toOrder, type OrderRecord } from '../orders/repository';
import { userReviewId } from './reviewRecord';
import type { ReviewsRepository } from './reviewsRepository';

export const isPaidOrderOf = (order: OrderRecord, uid: string): boolean =>
  order.uid === uid && PAID_STATUSES.includes(order.status);

/** Whether `uid` has a paid order with `productId` (at most one order is read). */
export function hasPaidOrderFor(
  docs: Pick<DocumentStore, 'query' | 'count'>,
  uid: string,
  productId: string,
): Promise<boolean> {
  return createOrderReads(docs).hasPaidOrderWith(uid, productId);
}

/**
 * Marks a shopper's reviews "verified purchase" when one of their orders is paid after they wrote
 * them. Returns a function that stops it. The update is idempotent, so every server instance
 * hearing the same order (Firestore) does no harm.
 */
export function watchPaidOrders(
  docs: Pick<DocumentStore, 'watch'>,
  reviews: Pick<ReviewsRepository, 'get' | 'update'>,
  onError: (error: unknown) => void,
): () => void {
  return docs.watch('orders', ({ id, data }) => {
    if (!data) return;
    const order = toOrder(id, data);
    if (!isPaidOrderOf(order, order.uid)) return;
    const mark = async (productId: string): Promise<void> => {
      const reviewId = userReviewId(productId, order.uid);
      const review = await reviews.get(reviewId);
      if (!review || review.verifiedPurchase) return;
      await reviews.update(reviewId, (current) => ({ ...current, verifiedPurchase: true }));
    };
    void Promise.all(order.items.map((item) => mark(item.id))).catch(onError);
  });
}
