/** Local reviews live in the browser, one localStorage entry per product id (spec §3). */
import type { LocalReview } from 'shared-contracts';
import { isValidRating } from 'shared-contracts/catalogue';

const KEY_PREFIX = 'lakdi.reviews.v1.';
export const reviewsKey = (productId: string): string => `${KEY_PREFIX}${productId}`;

const isLocalReview = (value: unknown): value is LocalReview => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.text === 'string' && typeof v.rating === 'number' && isValidRating(v.rating);
};

/** What is stored for the product; anything unreadable counts as no reviews. */
export function readLocalReviews(productId: string): LocalReview[] {
  try {
    const raw = window.localStorage.getItem(reviewsKey(productId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isLocalReview) : [];
  } catch {
    return [];
  }
}

/** Appends a review; false when the browser refuses to store it (private mode, quota). */
export function appendLocalReview(productId: string, review: LocalReview): boolean {
  try {
    window.localStorage.setItem(reviewsKey(productId), JSON.stringify([...readLocalReviews(productId), review]));
    return true;
  } catch {
    return false;
  }
}
