/**
 * Visitors' reviews wait for the admin (REVIEWS_VISITOR_MODERATION, on by default): a held review
 * changes neither the product's average and count (which the page server's JSON-LD aggregateRating
 * is built from) nor the shop's list until an admin approves it; rejecting removes it.
 */
import type { ApiErrorBody, CatalogueProduct } from 'shared-contracts';
import {
  averageRating,
  REVIEW_API_PATHS,
  REVIEW_MESSAGES,
  type DeleteReviewResponse,
  type HeldReviewsPage,
  type ReviewPage,
  type ReviewResponse,
  type ReviewView,
} from 'shared-contracts/catalogue';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { as } from '../checkout/test-support';
import type { AppFixture } from '../../test/app-fixture';
import { ADMIN, decide, listReviews, postReview, productNow, REVIEW, reviewsApp } from './test-support';

const figures = ({ avgRating, reviewCount, reviews }: CatalogueProduct) => ({ avgRating, reviewCount, reviews });

describe('visitors’ reviews held for approval', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = await reviewsApp();
  });
  afterEach(() => fixture.close());

  const heldList = (uid = ADMIN, query = '') =>
    fixture.app.inject({ method: 'GET', url: `${REVIEW_API_PATHS.held}${query}`, headers: as(uid) });
  const visitorReview = async (productId: string, rating: number, text = REVIEW.text) => {
    const response = await postReview(fixture, null, productId, { ...REVIEW, rating, text });
    expect(response.statusCode).toBe(201);
    return response.json<ReviewResponse>().review;
  };

  it('a stuffing run of visitor reviews changes nothing shoppers see until an admin approves one', async () => {
    const before = await productNow(fixture, '04');
    const stuffed: ReviewView[] = [];
    for (let n = 0; n < 5; n += 1) stuffed.push(await visitorReview('04', 5, `Best sofa ever ${n}`));
    expect(figures(await productNow(fixture, '04'))).toEqual(figures(before));
    const shown = (await listReviews(fixture, '04')).json<ReviewPage>();
    expect(shown).toMatchObject({ total: before.reviewCount, reviewCount: before.reviewCount });
    expect(shown.reviews.some((review) => stuffed.some(({ id }) => id === review.id))).toBe(false);

    // The admin's queue: every held review, oldest first (the reverse of newest first, whose ties go by
    // id: two posted in one millisecond), marked; the product's admin list marks them too.
    const queue = (await heldList()).json<HeldReviewsPage>();
    expect(queue).toMatchObject({ total: 5, limit: 10, offset: 0 });
    const oldestFirst = [...stuffed].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id > b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    );
    expect(queue.reviews.map(({ id }) => id)).toEqual(oldestFirst.map(({ id }) => id));
    expect(queue.reviews[0]).toMatchObject({ productId: '04', awaitingApproval: true, hidden: false });
    const adminList = await fixture.app.inject({
      method: 'GET',
      url: REVIEW_API_PATHS.adminList('04'),
      headers: as(ADMIN),
    });
    expect(adminList.json<ReviewPage>()).toMatchObject({ total: before.reviewCount + 5 });

    // Approved: listed and counted in the product's figures.
    const approved = await decide(fixture, ADMIN, 'approve', '04', stuffed[0]!.id);
    expect(approved.statusCode).toBe(200);
    const seeds = (await listReviews(fixture, '04', { query: '?limit=50' })).json<ReviewPage>().reviews;
    expect(approved.json<ReviewResponse>()).toMatchObject({
      review: { id: stuffed[0]!.id },
      reviewCount: before.reviewCount + 1,
      avgRating: averageRating(seeds),
    });
    expect(approved.json<ReviewResponse>().review).not.toHaveProperty('awaitingApproval');
    const after = await productNow(fixture, '04');
    expect(after).toMatchObject({ reviewCount: before.reviewCount + 1, avgRating: averageRating(seeds) });
    expect(after.reviews[0]).toMatchObject({ text: 'Best sofa ever 0', rating: 5 });
    expect((await listReviews(fixture, '04')).json<ReviewPage>().reviews[0]?.id).toBe(stuffed[0]!.id);
    // Approving again changes nothing.
    expect((await decide(fixture, ADMIN, 'approve', '04', stuffed[0]!.id)).json<ReviewResponse>().reviewCount).toBe(
      before.reviewCount + 1,
    );

    // Rejected: gone for good, the figures as they were.
    const rejected = await decide(fixture, ADMIN, 'reject', '04', stuffed[1]!.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<DeleteReviewResponse>()).toEqual({
      deleted: true,
      avgRating: after.avgRating,
      reviewCount: after.reviewCount,
    });
    expect(await fixture.storage.docs.get('reviews', stuffed[1]!.id)).toBeNull();
    expect(figures(await productNow(fixture, '04'))).toEqual(figures(after));
    // The three still held, a page of two from the second, in the queue's order.
    const stillHeld = oldestFirst.filter(({ id }) => id !== stuffed[0]!.id && id !== stuffed[1]!.id);
    expect((await heldList(ADMIN, '?limit=2&offset=1')).json<HeldReviewsPage>()).toMatchObject({
      total: 3,
      reviews: stillHeld.slice(1, 3).map(({ id }) => ({ id })),
    });
  });

  it('a published review cannot be rejected (409: hide or delete it); unknown ones are 404', async () => {
    const published = await decide(fixture, ADMIN, 'reject', '04', 'seed-04-1');
    expect([published.statusCode, published.json<ApiErrorBody>().message]).toEqual([409, REVIEW_MESSAGES.notHeld]);
    expect(await fixture.storage.docs.get('reviews', 'seed-04-1')).not.toBeNull();
    const held = await visitorReview('04', 1);
    expect((await decide(fixture, ADMIN, 'approve', '05', held.id)).statusCode).toBe(404);
    expect((await decide(fixture, ADMIN, 'reject', '04', 'v-nope')).statusCode).toBe(404);
    expect((await decide(fixture, ADMIN, 'approve', 'nope', held.id)).statusCode).toBe(404);
  });

  it('only an admin lists, approves or rejects (403 with the admin message); nothing changes', async () => {
    const held = await visitorReview('04', 1);
    for (const response of [
      await heldList('asha'),
      await decide(fixture, 'asha', 'approve', '04', held.id),
      await decide(fixture, 'asha', 'reject', '04', held.id),
    ]) {
      expect([response.statusCode, response.json<ApiErrorBody>().message]).toEqual([403, ADMIN_ONLY_MESSAGE]);
    }
    expect((await decide(fixture, null, 'approve', '04', held.id)).statusCode).toBe(401);
    expect(await fixture.storage.docs.get('reviews', held.id)).toMatchObject({ held: true });
  });

  it('a signed-in shopper’s review (one per verified account) is published at once', async () => {
    const before = await productNow(fixture, '04');
    const response = await postReview(fixture, 'asha', '04', { ...REVIEW, rating: 1 });
    expect(response.json<ReviewResponse>()).toMatchObject({ reviewCount: before.reviewCount + 1 });
    expect(response.json<ReviewResponse>().review).not.toHaveProperty('awaitingApproval');
    expect((await heldList()).json<HeldReviewsPage>().total).toBe(0);
  });

  it('REVIEWS_VISITOR_MODERATION is on or off; anything else refuses to start', async () => {
    await expect(reviewsApp({ REVIEWS_VISITOR_MODERATION: 'maybe' })).rejects.toThrow(
      "REVIEWS_VISITOR_MODERATION must be on or off, got 'maybe'.",
    );
  });
});
