/**
 * A product's reviews as the page has them: the pages loaded so far (newest first), the server's
 * total, average and count, and how the first load and "Show more reviews" went.
 */
import type { ReviewPage, ReviewResponse, ReviewView } from 'shared-contracts/catalogue';

export type ReviewSummary = Pick<ReviewResponse, 'avgRating' | 'reviewCount'>;

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

export type ReviewsAction =
  | { type: 'load' }
  | { type: 'loaded'; page: ReviewPage }
  | { type: 'failed'; message: string }
  | { type: 'loadMore' }
  | { type: 'loadedMore'; page: ReviewPage }
  | { type: 'moreFailed'; message: string }
  | { type: 'saved'; response: ReviewResponse }
  | { type: 'removed'; reviewId: string; summary: ReviewSummary | null }
  | { type: 'summary'; summary: ReviewSummary; total: number };

export const INITIAL_REVIEWS: ReviewsState = {
  status: 'loading',
  reviews: [],
  total: 0,
  summary: null,
  error: null,
  more: { status: 'idle', error: null },
};

const summaryOf = ({ avgRating, reviewCount }: ReviewSummary): ReviewSummary => ({ avgRating, reviewCount });
const IDLE = { status: 'idle', error: null } as const;

export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'load':
      return INITIAL_REVIEWS;
    case 'loaded':
      return {
        ...INITIAL_REVIEWS,
        status: 'ready',
        reviews: action.page.reviews,
        total: action.page.total,
        summary: summaryOf(action.page),
      };
    case 'failed':
      return { ...INITIAL_REVIEWS, status: 'error', error: action.message };
    case 'loadMore':
      return { ...state, more: { status: 'loading', error: null } };
    case 'loadedMore': {
      // Reviews posted meanwhile push older ones onto the next page: skip the ones already shown.
      const shown = new Set(state.reviews.map((review) => review.id));
      const fresh = action.page.reviews.filter((review) => !shown.has(review.id));
      return {
        ...state,
        reviews: [...state.reviews, ...fresh],
        total: action.page.total,
        summary: summaryOf(action.page),
        more: IDLE,
      };
    }
    case 'moreFailed':
      return { ...state, more: { status: 'error', error: action.message } };
    case 'saved': {
      const { review } = action.response;
      const known = state.reviews.some((r) => r.id === review.id);
      // A review awaiting the shop's approval shows on its author's page only: the server's total stays.
      const counted = !known && !review.awaitingApproval;
      return {
        ...state,
        reviews: known ? state.reviews.map((r) => (r.id === review.id ? review : r)) : [review, ...state.reviews],
        total: counted ? state.total + 1 : state.total,
        summary: summaryOf(action.response),
      };
    }
    case 'removed': {
      const reviews = state.reviews.filter((r) => r.id !== action.reviewId);
      return { ...state, reviews, total: Math.max(0, state.total - 1), summary: action.summary ?? state.summary };
    }
    case 'summary':
      return { ...state, summary: action.summary, total: action.total };
  }
}

/** More reviews wait on the server (one's own review awaiting approval is not among the server's). */
export const hasMoreReviews = (state: ReviewsState): boolean =>
  state.status === 'ready' && state.reviews.filter((review) => !review.awaitingApproval).length < state.total;
