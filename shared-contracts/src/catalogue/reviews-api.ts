import { MESSAGES } from '../messages';
import { isValidRating } from './rating';

/**
 * The reviews API (server/src/features/reviews), shared by the product page, the admin app and the
 * server. Reviews live on the server and every shopper sees them; anyone may post (spec: visitors
 * review too). A signed-in shopper has at most one review per product and may edit it. A visitor's
 * review is held for the admin's approval (unless the shop publishes them at once): until then it
 * is not listed to other shoppers and not counted in the product's average and count.
 */
export const REVIEW_API_PATHS = {
  /** GET: ReviewPage of visible reviews, newest first (`limit` ≤ 50, `offset`). POST: PostReviewRequest → ReviewResponse. */
  reviews: (productId: string): string => `/api/products/${encodeURIComponent(productId)}/reviews`,
  /** GET (signed in): MyReviewResponse, the caller's own review of this product or null (not a 404: most pages a shopper opens they have not reviewed). */
  mine: (productId: string): string => `/api/products/${encodeURIComponent(productId)}/reviews/mine`,
  /** PATCH (its author): EditReviewRequest. DELETE (its author or an admin). */
  review: (productId: string, reviewId: string): string =>
    `/api/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`,
  /** PATCH (admin): ModerateReviewRequest, hides or shows a review. */
  moderate: (productId: string, reviewId: string): string =>
    `/api/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`,
  /** GET (admin): ReviewPage of every review of the product, hidden and held ones included. */
  adminList: (productId: string): string => `/api/admin/products/${encodeURIComponent(productId)}/reviews`,
  /** POST (admin): publishes a review held for approval → ReviewResponse (approving a published one changes nothing). */
  approve: (productId: string, reviewId: string): string =>
    `/api/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/approve`,
  /** POST (admin): removes a review held for approval → DeleteReviewResponse (a published one: 409, hide or delete it). */
  reject: (productId: string, reviewId: string): string =>
    `/api/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/reject`,
  /** GET (admin): HeldReviewsPage, every product's reviews awaiting approval, oldest first (`limit` ≤ 50, `offset`). */
  held: '/api/admin/reviews/held',
} as const;

export const REVIEW_LIMITS = {
  /** Longest message, in characters. */
  textMax: 1000,
  /** Longest name, in characters. */
  nameMax: 60,
  pageDefault: 10,
  pageMax: 50,
} as const;

/** The server's answers a page may show as they are (besides `MESSAGES.reviewInvalid`). */
export const REVIEW_MESSAGES = {
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  textTooLong: `Your review can be at most ${REVIEW_LIMITS.textMax} characters.`,
  nameTooLong: `Your name can be at most ${REVIEW_LIMITS.nameMax} characters.`,
  ratingRange: 'The rating must be a whole number of stars from 1 to 5.',
  rateLimited: 'You are posting reviews too quickly. Please wait a few minutes and try again.',
  notFound: 'This review does not exist (it may have been deleted).',
  editOwnOnly: 'Only the author of a review can edit it.',
  deleteOwnOnly: 'Only the author of a review or an admin can delete it.',
  notHeld: 'This review is not awaiting approval: hide or delete it instead.',
} as const;

/**
 * What is wrong with a review as typed (name and message trimmed), or null: the one check the
 * form and the server share. A missing name, message or rating (0: no star chosen) is the spec's
 * `MESSAGES.reviewInvalid`.
 */
export function reviewProblem(fields: Partial<PostReviewRequest>): string | null {
  const name = fields.name?.trim() ?? '';
  const text = fields.text?.trim() ?? '';
  if (!name || !text || fields.rating === undefined || fields.rating === 0) return MESSAGES.reviewInvalid;
  if (!isValidRating(fields.rating)) return REVIEW_MESSAGES.ratingRange;
  if (name.length > REVIEW_LIMITS.nameMax) return REVIEW_MESSAGES.nameTooLong;
  if (text.length > REVIEW_LIMITS.textMax) return REVIEW_MESSAGES.textTooLong;
  return null;
}

export interface ReviewView {
  id: string;
  productId: string;
  name: string;
  /** 1..5 */
  rating: number;
  text: string;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  /** The author has a paid order with this product. */
  verifiedPurchase: boolean;
  /** True on the caller's own review (signed-in author): the page offers Edit. */
  mine: boolean;
  /** Only in admin lists: hidden reviews are not shown to shoppers and not counted. */
  hidden?: boolean;
  /**
   * Held for the admin's approval (a visitor's review): not shown to other shoppers and not counted
   * until approved. Set in admin lists and in the answer to its author's POST.
   */
  awaitingApproval?: boolean;
  /** Seed reviews came with the catalogue; they have no author account. */
  seed?: boolean;
}

export interface ReviewPage {
  reviews: ReviewView[];
  /** Reviews matching in all (visible ones for shoppers). */
  total: number;
  limit: number;
  offset: number;
  /** The product's average of visible reviews (one decimal, 0 with none) and their count. */
  avgRating: number;
  reviewCount: number;
}

/** GET held (admin): the reviews awaiting approval, of every product, oldest first. */
export interface HeldReviewsPage {
  reviews: ReviewView[];
  total: number;
  limit: number;
  offset: number;
}

/** POST: name, message and a rating are required (spec message `MESSAGES.reviewInvalid`). */
export interface PostReviewRequest {
  name: string;
  text: string;
  rating: number;
}

/** POST answer and PATCH answer: the review as stored, and the product's new average and count. */
export interface ReviewResponse {
  review: ReviewView;
  avgRating: number;
  reviewCount: number;
}

/** DELETE answer: the product's average and count without the review. */
export interface DeleteReviewResponse {
  deleted: true;
  avgRating: number;
  reviewCount: number;
}

/** GET reviews/mine. */
export interface MyReviewResponse {
  review: ReviewView | null;
}

export type EditReviewRequest = Partial<PostReviewRequest>;

export interface ModerateReviewRequest {
  hidden: boolean;
}
