import type { ReviewPage, ReviewView } from 'shared-contracts/catalogue';
import {
  hasMoreReviews,
  INITIAL_REVIEWS,
  nextReviewOffset,
  reviewsOf,
  withoutReview,
  withSavedReview,
  type ReviewPages,
  type ReviewsState,
} from './reviewsState';

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
const read = (...pages: ReviewPage[]): ReviewPages => ({ pages, pageParams: pages.map((p) => p.offset) });
const ids = (pages: ReviewPages) => reviewsOf(pages.pages).reviews.map((r) => r.id);
const shown = (pages: ReviewPages): ReviewsState => ({
  ...INITIAL_REVIEWS,
  status: 'ready',
  ...reviewsOf(pages.pages),
});

describe('a product’s reviews as read', () => {
  it('lists the next page without repeating reviews a new post pushed onto it, and knows where the next starts', () => {
    const first = read(page([review('c'), review('b')], 3));
    expect(nextReviewOffset(first.pages)).toBe(2);
    expect(hasMoreReviews(shown(first))).toBe(true);
    // Someone posted "d": the server's next page starts with "b" again.
    const next = read(first.pages[0]!, page([review('b'), review('a')], 4, 2));
    expect(ids(next)).toEqual(['c', 'b', 'a']);
    expect(reviewsOf(next.pages).total).toBe(4);
    expect(nextReviewOffset(next.pages)).toBe(3);
    expect(hasMoreReviews(shown(next))).toBe(true);
  });

  it('puts a new review on top, replaces an edited one in place, and takes the figures from the answer', () => {
    const first = read(page([review('b'), review('a')], 2));
    const posted = withSavedReview(first, { review: review('c', 1), avgRating: 3, reviewCount: 3 });
    expect(ids(posted)).toEqual(['c', 'b', 'a']);
    expect(reviewsOf(posted.pages)).toMatchObject({ total: 3, summary: { avgRating: 3, reviewCount: 3 } });
    const edited = withSavedReview(posted, {
      review: { ...review('b'), text: 'new' },
      avgRating: 3.2,
      reviewCount: 3,
    });
    expect(reviewsOf(edited.pages).reviews.map((r) => `${r.id}:${r.text}`)).toEqual(['c:t', 'b:new', 'a:t']);
    expect(reviewsOf(edited.pages).total).toBe(3);
  });

  it('shows a visitor’s own review awaiting approval on top, without counting it or moving the next page', () => {
    const first = read(page([review('b')], 2));
    const held = withSavedReview(first, {
      review: { ...review('v', 1), awaitingApproval: true },
      avgRating: 4,
      reviewCount: 2,
    });
    expect(ids(held)).toEqual(['v', 'b']);
    expect(reviewsOf(held.pages)).toMatchObject({ total: 2, summary: { avgRating: 4, reviewCount: 2 } });
    expect(hasMoreReviews(shown(held))).toBe(true);
    // The server does not list it: the next page starts after "b".
    expect(nextReviewOffset(held.pages)).toBe(1);
  });

  it('drops a deleted review and keeps the old figures when the answer has none', () => {
    const first = read(page([review('b'), review('a')], 2));
    const removed = withoutReview(first, 'b', null);
    expect(ids(removed)).toEqual(['a']);
    expect(reviewsOf(removed.pages)).toMatchObject({ total: 1, summary: { avgRating: 4, reviewCount: 2 } });
    expect(reviewsOf(withoutReview(first, 'b', { avgRating: 5, reviewCount: 1 }).pages).summary).toEqual({
      avgRating: 5,
      reviewCount: 1,
    });
    expect(nextReviewOffset(removed.pages)).toBeUndefined();
  });
});
