import type { ApiErrorBody } from 'shared-contracts';
import { averageRating, REVIEW_API_PATHS, type ReviewPage, type ReviewResponse } from 'shared-contracts/catalogue';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { as } from '../checkout/test-support';
import { findSeedProduct } from '../products/seed/products';
import type { AppFixture } from '../../test/app-fixture';
import { ADMIN, listReviews, moderate, postReview, productNow, REVIEW, reviewsApp } from './test-support';

describe('the admin hides, shows and lists reviews', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = await reviewsApp();
  });
  afterEach(() => fixture.close());

  const adminList = (productId: string, uid = ADMIN) =>
    fixture.app.inject({ method: 'GET', url: REVIEW_API_PATHS.adminList(productId), headers: as(uid) });

  it('a hidden review is not listed to shoppers and not counted; shown again, it is back', async () => {
    const posted = (await postReview(fixture, 'asha', '03', { ...REVIEW, rating: 1 })).json<ReviewResponse>();
    const seeds = findSeedProduct('03')!.reviews;
    expect(posted.avgRating).toBe(averageRating([...seeds, { rating: 1 }]));

    const hidden = await moderate(fixture, ADMIN, '03', posted.review.id, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ReviewResponse>()).toMatchObject({
      review: { hidden: true },
      avgRating: averageRating(seeds),
      reviewCount: seeds.length,
    });
    const page = (await listReviews(fixture, '03')).json<ReviewPage>();
    expect(page.reviews.map((review) => review.id)).not.toContain(posted.review.id);
    expect(page).toMatchObject({ total: seeds.length, reviewCount: seeds.length, avgRating: averageRating(seeds) });
    expect(await productNow(fixture, '03')).toMatchObject({
      avgRating: averageRating(seeds),
      reviewCount: seeds.length,
    });
    expect((await productNow(fixture, '03')).reviews.map((review) => review.text)).not.toContain(REVIEW.text);

    const all = (await adminList('03')).json<ReviewPage>();
    expect(all.total).toBe(seeds.length + 1);
    expect(all.reviews.find((review) => review.id === posted.review.id)).toMatchObject({ hidden: true });
    expect(all.reviews.filter((review) => review.seed)).toHaveLength(seeds.length);

    expect((await moderate(fixture, ADMIN, '03', posted.review.id, false)).json<ReviewResponse>().reviewCount).toBe(
      seeds.length + 1,
    );
    expect((await productNow(fixture, '03')).avgRating).toBe(posted.avgRating);
  });

  it('only an admin moderates or lists everything (403 with the admin message)', async () => {
    const hide = await moderate(fixture, 'asha', '03', 'seed-03-1', true);
    expect(hide.statusCode).toBe(403);
    expect(hide.json<ApiErrorBody>().message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await adminList('03', 'asha')).statusCode).toBe(403);
    expect((await fixture.storage.docs.get('reviews', 'seed-03-1'))?.hidden).toBe(false);
  });

  it('works on an archived product (shoppers get a 404 for its reviews); an unknown review is a 404', async () => {
    await fixture.storage.docs.mutate('products', '03', (doc) => (doc ? { ...doc, status: 'archived' } : undefined));
    expect((await listReviews(fixture, '03')).statusCode).toBe(404);
    expect((await adminList('03')).json<ReviewPage>().total).toBe(3);
    expect((await moderate(fixture, ADMIN, '03', 'seed-03-2', true)).statusCode).toBe(200);
    expect((await moderate(fixture, ADMIN, '03', 'seed-99-1', true)).statusCode).toBe(404);
    expect((await moderate(fixture, ADMIN, 'nope', 'seed-03-1', true)).statusCode).toBe(404);
  });
});
