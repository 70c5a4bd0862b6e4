/**
 * A product's reviews as the page has them: the pages read so far (newest first, in the catalogue's
 * query cache) with the shopper's own changes written onto them, and what the list shows of them.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { ReviewPage, ReviewResponse, ReviewView } from 'shared-contracts/catalogue';

export type ReviewSummary = Pick<ReviewResponse, 'avgRating' | 'reviewCount'>;

/** The pages read, each at its offset. */
export type ReviewPages = InfiniteData<ReviewPage, number>;

export interface ReviewsState {
  status: 'loading' | 'ready' | 'error';
  reviews: ReviewView[];
  /** Visible reviews on the server: more can be loaded while this exceeds `reviews.length`. */
  total: number;
  summary: ReviewSummary | null;
  /** Why the first page failed (status 'error'). */
  error: string | null;
  more: { status: 'idle' | 'loading' | 'error'; error: string | null };
}

export const INITIAL_REVIEWS: ReviewsState = {
  status: 'loading',
  reviews: [],
  total: 0,
  summary: null,
  error: null,
  more: { status: 'idle', error: null },
};

/** The pages' reviews in order, once each: reviews posted meanwhile push older ones onto the next page. */
export function shownReviews(pages: readonly ReviewPage[]): ReviewView[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.reviews).filter((review) => !seen.has(review.id) && Boolean(seen.add(review.id)));
}

/** The latest answer's figures: the last page read carries them (and the shopper's changes are written on every page). */
const latest = (pages: readonly ReviewPage[]): ReviewPage | undefined => pages.at(-1);

/** The reviews, total and figures the list shows. */
export function reviewsOf(pages: readonly ReviewPage[]): Pick<ReviewsState, 'reviews' | 'total' | 'summary'> {
  const last = latest(pages);
  return {
    reviews: shownReviews(pages),
    total: last?.total ?? 0,
    summary: last ? { avgRating: last.avgRating, reviewCount: last.reviewCount } : null,
  };
}

/** One's own review awaiting the shop's approval shows on its author's page only: the server does not list it. */
const listedByServer = (reviews: readonly ReviewView[]): number =>
  reviews.filter((review) => !review.awaitingApproval).length;

/** Where the next page starts (the server's reviews shown so far), or undefined when every one shows. */
export function nextReviewOffset(pages: readonly ReviewPage[]): number | undefined {
  const listed = listedByServer(shownReviews(pages));
  return listed < (latest(pages)?.total ?? 0) ? listed : undefined;
}

/** A review the shopper posted or edited, as the server stored it: a new one on top, an edited one in place. */
export function withSavedReview(data: ReviewPages, { review, avgRating, reviewCount }: ReviewResponse): ReviewPages {
  const known = data.pages.some((page) => page.reviews.some((r) => r.id === review.id));
  // A review awaiting approval is not counted by the server: its total stays.
  const counted = !known && !review.awaitingApproval;
  const pages = data.pages.map((page, index) => ({
    ...page,
    reviews: known
      ? page.reviews.map((r) => (r.id === review.id ? review : r))
      : index === 0
        ? [review, ...page.reviews]
        : page.reviews,
    total: counted ? page.total + 1 : page.total,
    avgRating,
    reviewCount,
  }));
  return { ...data, pages };
}

/** A review the shopper deleted; the figures when the server's answer had them (else the old ones stay). */
export function withoutReview(data: ReviewPages, reviewId: string, summary: ReviewSummary | null): ReviewPages {
  const pages = data.pages.map((page) => ({
    ...page,
    reviews: page.reviews.filter((r) => r.id !== reviewId),
    total: Math.max(0, page.total - 1),
    ...(summary ? { avgRating: summary.avgRating, reviewCount: summary.reviewCount } : {}),
  }));
  return { ...data, pages };
}

/** More reviews wait on the server (one's own review awaiting approval is not among the server's). */
export const hasMoreReviews = (state: ReviewsState): boolean =>
  state.status === 'ready' && listedByServer(state.reviews) < state.total;
