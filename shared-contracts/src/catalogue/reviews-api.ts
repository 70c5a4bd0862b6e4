/**
 * The reviews API (server/src/features/reviews), shared by the product page, the admin app and the
 * server. Reviews live on the server and every shopper sees them; anyone may post (spec: visitors
 * review too). A signed-in shopper has at most one review per product and may edit it.
 */
export const REVIEW_API_PATHS = {
  /** GET: ReviewPage of visible reviews, newest first (`limit` ≤ 50, `offset`). POST: PostReviewRequest → ReviewResponse. */
  reviews: (productId: string): string => `/api/products/${encodeURIComponent(productId)}/reviews`,
  /** GET (signed in): the caller's own review of this product, or 404. */
  mine: (productId: string): string => `/api/products/${encodeURIComponent(productId)}/reviews/mine`,
  /** PATCH (its author): EditReviewRequest. DELETE (its author or an admin). */
  review: (productId: string, reviewId: string): string =>
    `/api/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`,
  /** PATCH (admin): ModerateReviewRequest, hides or shows a review. */
  moderate: (productId: string, reviewId: string): string =>
    `/api/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`,
  /** GET (admin): ReviewPage of every review of the product, hidden ones included. */
  adminList: (productId: string): string => `/api/admin/products/${encodeURIComponent(productId)}/reviews`,
} as const;

export const REVIEW_LIMITS = {
  /** Longest message, in characters. */
  textMax: 1000,
  /** Longest name, in characters. */
  nameMax: 60,
  pageDefault: 10,
  pageMax: 50,
} as const;

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

export type EditReviewRequest = Partial<PostReviewRequest>;

export interface ModerateReviewRequest {
  hidden: boolean;
}
