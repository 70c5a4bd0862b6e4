/**
 * reviews/{reviewId} documents ↔ StoredReview, and the views the API answers. Ids say where a
 * review came from: `u-<hash of product and uid>` for a signed-in shopper (one per product, so two
 * concurrent posts cannot make two, and the uid is not shown to other shoppers), `v-<random>` for a
 * visitor, `seed-<productId>-<n>` for the catalogue's built-in reviews.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ReviewView } from 'shared-contracts/catalogue';
import type { DocumentData, JsonValue } from '../../storage/port';

export interface StoredReview {
  id: string;
  productId: string;
  /** The author's account; null for a visitor's review and a seed review. */
  uid: string | null;
  name: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  hidden: boolean;
  /** Held for the admin's approval (a visitor's review): not listed to shoppers, not counted. */
  held: boolean;
  seed: boolean;
  verifiedPurchase: boolean;
}

/** The one id a signed-in shopper's review of a product can have. */
export function userReviewId(productId: string, uid: string): string {
  return `u-${createHash('sha256').update(`${productId}\n${uid}`).digest('base64url').slice(0, 24)}`;
}

export const visitorReviewId = (): string => `v-${randomUUID()}`;

export const seedReviewId = (productId: string, index: number): string => `seed-${productId}-${index + 1}`;

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

export function toStoredReview(id: string, data: DocumentData): StoredReview {
  return {
    id,
    productId: text(data.productId),
    uid: typeof data.uid === 'string' ? data.uid : null,
    name: text(data.name),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    text: text(data.text),
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
    hidden: data.hidden === true,
    held: data.held === true,
    seed: data.seed === true,
    verifiedPurchase: data.verifiedPurchase === true,
  };
}

export function fromStoredReview(review: StoredReview): DocumentData {
  const { id: _id, ...fields } = review;
  return { ...fields };
}

/** Newest first; the id settles ties so every listing has one order. */
export const newestFirst = (a: StoredReview, b: StoredReview): number =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? 1 : -1;

/** What a shopper (or, with `admin`, the shop owner) sees of a review. Never the author's uid. */
export function reviewView(review: StoredReview, callerUid: string | null, { admin = false } = {}): ReviewView {
  const view: ReviewView = {
    id: review.id,
    productId: review.productId,
    name: review.name,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    verifiedPurchase: review.verifiedPurchase,
    mine: callerUid !== null && review.uid === callerUid,
  };
  if (admin) view.hidden = review.hidden;
  // Only its author's POST answer and the admin's lists ever carry a held review.
  if (review.held) view.awaitingApproval = true;
  if (review.seed) view.seed = true;
  return view;
}
