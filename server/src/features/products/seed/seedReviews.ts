/**
 * The built-in reviews of the seed products as review documents: `seed: true`, no author account,
 * ids `seed-<productId>-<n>`, dated at the product's seed time (the catalogue's launch) plus a few
 * milliseconds so the newest-first order is the order they are written down in. The seed product
 * documents carry the same reviews as their preview, average and count.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { seedReviewId, type StoredReview } from '../../reviews/reviewRecord';

/** The name shown for a built-in review written without one. */
export const SEED_REVIEWER = 'A customer';

export function seedReviewsOf(product: CatalogueProduct): StoredReview[] {
  const launched = Date.parse(product.createdAt);
  return product.reviews.map((review, index) => {
    const at = new Date(launched + product.reviews.length - index).toISOString();
    return {
      id: seedReviewId(product.id, index),
      productId: product.id,
      uid: null,
      name: review.name ?? SEED_REVIEWER,
      rating: review.rating,
      text: review.text,
      createdAt: at,
      updatedAt: at,
      hidden: false,
      held: false,
      seed: true,
      verifiedPurchase: false,
    };
  });
}
