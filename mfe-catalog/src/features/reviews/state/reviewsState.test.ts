import type { ReviewPage, ReviewView } from 'shared-contracts/catalogue';
import { hasMoreReviews, INITIAL_REVIEWS, reviewsReducer, type ReviewsState } from './reviewsState';

const review = (id: string, rating = 4): ReviewView => ({
  id,
  productId: 'p1',
  name: id,
  rating,
  text: 't',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  verifiedPurchase: false,
  mine: false,
});
const page = (reviews: ReviewView[], total: number, offset = 0): ReviewPage => ({
  reviews,
  total,
  limit: 2,
  offset,
  avgRating: 4,
  reviewCount: total,
});
const loaded = (reviews: ReviewView[], total: number): ReviewsState =>
  reviewsReducer(INITIAL_REVIEWS, { type: 'loaded', page: page(reviews, total) });

describe('reviewsReducer', () => {
  it('appends the next page without repeating reviews a new post pushed onto it', () => {
    const first = loaded([review('c'), review('b')], 3);
    expect(hasMoreReviews(first)).toBe(true);
    // Someone posted "d": the server's next page starts with "b" again.
    const next = reviewsReducer(first, { type: 'loadedMore', page: page([review('b'), review('a')], 4, 2) });
    expect(next.reviews.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(next.total).toBe(4);
    expect(hasMoreReviews(next)).toBe(true);
  });

  it('puts a new review on top, replaces an edited one in place, and takes the figures from the answer', () => {
    const first = loaded([review('b'), review('a')], 2);
    const posted = reviewsReducer(first, {
      type: 'saved',
      response: { review: review('c', 1), avgRating: 3, reviewCount: 3 },
    });
    expect(posted.reviews.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(posted.total).toBe(3);
    expect(posted.summary).toEqual({ avgRating: 3, reviewCount: 3 });
    const edited = reviewsReducer(posted, {
      type: 'saved',
      response: { review: { ...review('b'), text: 'new' }, avgRating: 3.2, reviewCount: 3 },
    });
    expect(edited.reviews.map((r) => `${r.id}:${r.text}`)).toEqual(['c:t', 'b:new', 'a:t']);
    expect(edited.total).toBe(3);
  });

  it('shows a visitor’s own review awaiting approval on top, without counting it or hiding "more"', () => {
    const first = loaded([review('b')], 2);
    const held = reviewsReducer(first, {
      type: 'saved',
      response: { review: { ...review('v', 1), awaitingApproval: true }, avgRating: 4, reviewCount: 2 },
    });
    expect(held.reviews.map((r) => r.id)).toEqual(['v', 'b']);
    expect(held.total).toBe(2);
    expect(held.summary).toEqual({ avgRating: 4, reviewCount: 2 });
    expect(hasMoreReviews(held)).toBe(true);
  });

  it('drops a deleted review and keeps the old figures until new ones come', () => {
    const first = loaded([review('b'), review('a')], 2);
    const removed = reviewsReducer(first, { type: 'removed', reviewId: 'b', summary: null });
    expect(removed.reviews.map((r) => r.id)).toEqual(['a']);
    expect(removed.total).toBe(1);
    expect(removed.summary).toEqual({ avgRating: 4, reviewCount: 2 });
    expect(
      reviewsReducer(removed, { type: 'summary', summary: { avgRating: 5, reviewCount: 1 }, total: 1 }).summary,
    ).toEqual({ avgRating: 5, reviewCount: 1 });
  });
});
