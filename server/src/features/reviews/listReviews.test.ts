import type { ApiErrorBody } from 'shared-contracts';
import type { ReviewPage } from 'shared-contracts/catalogue';
import type { AppFixture } from '../../test/app-fixture';
import { fromStoredReview, type StoredReview } from './reviewRecord';
import { listReviews, postReview, REVIEW, reviewsApp } from './test-support';

/** A stored review of product 10 written `minutes` after 2026-01-01. */
function storedReview(n: number, extra: Partial<StoredReview> = {}): StoredReview {
  const at = new Date(Date.parse('2026-01-01T00:00:00.000Z') + n * 60_000).toISOString();
  return {
    id: `v-${n}`,
    productId: '10',
    uid: null,
    name: `Shopper ${n}`,
    rating: (n % 5) + 1,
    text: `Review ${n}`,
    createdAt: at,
    updatedAt: at,
    hidden: false,
    held: false,
    seed: false,
    verifiedPurchase: false,
    ...extra,
  };
}

describe('GET /api/products/{id}/reviews', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = await reviewsApp();
    await fixture.storage.docs.deleteAll(
      (await fixture.storage.docs.list('reviews'))
        .filter((row) => row.data.productId === '10')
        .map(({ id }) => ({ collection: 'reviews' as const, id })),
    );
    // Written out of order: the list orders them.
    for (const n of [3, 1, 12, 7, 2, 9, 4, 11, 5, 6, 10, 8])
      await fixture.storage.docs.put('reviews', `v-${n}`, fromStoredReview(storedReview(n)));
    await fixture.storage.docs.put('reviews', 'v-13', fromStoredReview(storedReview(13, { hidden: true })));
  });
  afterEach(() => fixture.close());

  it('pages the visible reviews newest first: 10 by default, then the rest', async () => {
    const first = (await listReviews(fixture, '10')).json<ReviewPage>();
    expect(first).toMatchObject({ total: 12, limit: 10, offset: 0, reviewCount: 12 });
    expect(first.reviews.map((review) => review.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `v-${n}`));
    const second = (await listReviews(fixture, '10', { query: '?offset=10&limit=5' })).json<ReviewPage>();
    expect(second.reviews.map((review) => review.id)).toEqual(['v-2', 'v-1']);
    expect(second.reviews[0]).not.toHaveProperty('hidden');
  });

  it('a review posted now comes first; a review written by another server (the change feed) is listed too', async () => {
    const posted = await postReview(fixture, 'asha', '10', REVIEW);
    await fixture.storage.docs.put('reviews', 'v-99', fromStoredReview(storedReview(99)));
    const page = (await listReviews(fixture, '10', { query: '?limit=2' })).json<ReviewPage>();
    expect(page.reviews.map((review) => review.id)).toEqual([
      posted.json<{ review: { id: string } }>().review.id,
      'v-99',
    ]);
    expect(page.total).toBe(14);
  });

  it.each(['?limit=0', '?limit=51', '?limit=abc', '?offset=-1', '?sort=name'])(
    'refuses %s with a 400',
    async (query) => {
      const response = await listReviews(fixture, '10', { query });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/querystring/);
    },
  );

  it('answers an ETag, and a 304 while nothing changed', async () => {
    const first = await listReviews(fixture, '10');
    const etag = String(first.headers.etag);
    const again = await fixture.app.inject({
      method: 'GET',
      url: '/api/products/10/reviews',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await postReview(fixture, 'asha', '10', REVIEW);
    const changed = await fixture.app.inject({
      method: 'GET',
      url: '/api/products/10/reviews',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('an unknown product is a 404; a product without reviews answers an empty page', async () => {
    expect((await listReviews(fixture, 'nope')).statusCode).toBe(404);
    await fixture.storage.docs.put('products', 'bare', {
      productName: 'Bare Stool',
      status: 'active',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    expect((await listReviews(fixture, 'bare')).json<ReviewPage>()).toEqual({
      reviews: [],
      total: 0,
      limit: 10,
      offset: 0,
      avgRating: 0,
      reviewCount: 0,
    });
  });
});
