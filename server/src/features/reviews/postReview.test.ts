import type { ApiErrorBody } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts';
import {
  averageRating,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewPage,
  type ReviewResponse,
} from 'shared-contracts/catalogue';
import { findSeedProduct } from '../products/seed/products';
import type { AppFixture } from '../../test/app-fixture';
import { listReviews, postReview, productNow, REVIEW, reviewsApp } from './test-support';
import { userReviewId } from './reviewRecord';

describe('POST /api/products/{id}/reviews', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = await reviewsApp();
  });
  afterEach(() => fixture.close());

  const chair = findSeedProduct('01')!;

  it('a visitor posts a review: 201, stored without an account, held for approval: not listed, not counted', async () => {
    const before = await productNow(fixture, '01');
    const response = await postReview(fixture, null, '01', { name: '  Meera ', text: ' Lovely finish. ', rating: 3 });
    expect(response.statusCode).toBe(201);
    const body = response.json<ReviewResponse>();
    expect(body).toMatchObject({ avgRating: before.avgRating, reviewCount: before.reviewCount });
    expect(body.review).toMatchObject({
      productId: '01',
      name: 'Meera',
      text: 'Lovely finish.',
      rating: 3,
      mine: false,
      verifiedPurchase: false,
      awaitingApproval: true,
    });
    expect(body.review.id).toMatch(/^v-/);
    expect(await fixture.storage.docs.get('reviews', body.review.id)).toMatchObject({ uid: null, held: true });

    const page = (await listReviews(fixture, '01')).json<ReviewPage>();
    expect(page.reviews.map((review) => review.id)).not.toContain(body.review.id);
    expect(page).toMatchObject({ total: before.reviewCount, reviewCount: before.reviewCount });
    const product = await productNow(fixture, '01');
    expect(product).toMatchObject({ avgRating: before.avgRating, reviewCount: before.reviewCount });
    expect(product.reviews).toEqual(before.reviews);
  });

  it('with REVIEWS_VISITOR_MODERATION=off a visitor’s review is listed first and counted everywhere at once', async () => {
    const open = await reviewsApp({ REVIEWS_VISITOR_MODERATION: 'off' });
    try {
      const response = await postReview(open, null, '01', { name: 'Meera', text: 'Lovely finish.', rating: 3 });
      expect(response.statusCode).toBe(201);
      const body = response.json<ReviewResponse>();
      const ratings = [3, ...chair.reviews.map((review) => review.rating)];
      expect(body).toMatchObject({
        avgRating: averageRating(ratings.map((rating) => ({ rating }))),
        reviewCount: ratings.length,
      });
      expect(body.review).not.toHaveProperty('awaitingApproval');
      const page = (await listReviews(open, '01')).json<ReviewPage>();
      expect(page.reviews[0]).toMatchObject({ id: body.review.id, text: 'Lovely finish.' });
      expect(page).toMatchObject({ total: ratings.length, reviewCount: ratings.length, avgRating: body.avgRating });
      const product = await productNow(open, '01');
      expect(product).toMatchObject({ avgRating: body.avgRating, reviewCount: ratings.length });
      expect(product.reviews[0]).toEqual({ name: 'Meera', rating: 3, text: 'Lovely finish.' });
    } finally {
      await open.close();
    }
  });

  it('a signed-in shopper’s review is tied to the account (mine), one per product: a second post is 409', async () => {
    const first = await postReview(fixture, 'asha', '01', REVIEW);
    expect(first.statusCode).toBe(201);
    expect(first.json<ReviewResponse>().review).toMatchObject({ id: userReviewId('01', 'asha'), mine: true });
    expect((await fixture.storage.docs.get('reviews', userReviewId('01', 'asha')))?.uid).toBe('asha');

    const again = await postReview(fixture, 'asha', '01', { ...REVIEW, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    // Another product is another review.
    expect((await postReview(fixture, 'asha', '02', REVIEW)).statusCode).toBe(201);
    const mine = (await listReviews(fixture, '01', { uid: 'asha' })).json<ReviewPage>();
    expect(mine.reviews.filter((review) => review.mine)).toHaveLength(1);
    const asOther = (await listReviews(fixture, '01', { uid: 'ravi' })).json<ReviewPage>();
    expect(asOther.reviews.some((review) => review.mine)).toBe(false);
  });

  it('two concurrent posts by one shopper make one review', async () => {
    const answers = await Promise.all([
      postReview(fixture, 'asha', '05', REVIEW),
      postReview(fixture, 'asha', '05', { ...REVIEW, rating: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await fixture.storage.docs.list('reviews');
    expect(rows.filter((row) => row.data.productId === '05' && row.data.uid === 'asha')).toHaveLength(1);
  });

  it('refuses an invalid token (401) and an unverified account (403) rather than posting as a visitor', async () => {
    const bad = await fixture.app.inject({
      method: 'POST',
      url: '/api/products/01/reviews',
      headers: { authorization: 'Bearer forged' },
      payload: REVIEW,
    });
    expect(bad.statusCode).toBe(401);
    const unverified = await fixture.app.inject({
      method: 'POST',
      url: '/api/products/01/reviews',
      headers: { authorization: 'Bearer unverified-newbie' },
      payload: REVIEW,
    });
    expect(unverified.statusCode).toBe(403);
    expect((await fixture.storage.docs.list('reviews')).some((row) => row.data.name === REVIEW.name)).toBe(false);
  });

  it.each([
    ['no name', { text: 'Nice', rating: 4 }],
    ['a blank name', { name: '   ', text: 'Nice', rating: 4 }],
    ['a blank message', { name: 'Asha', text: ' \n ', rating: 4 }],
    ['no rating', { name: 'Asha', text: 'Nice' }],
    ['rating 0 (no star chosen)', { name: 'Asha', text: 'Nice', rating: 0 }],
  ])('%s: 400 with the spec’s message', async (_case, payload) => {
    const response = await postReview(fixture, null, '01', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(MESSAGES.reviewInvalid);
  });

  it.each([
    ['a rating of 6', { ...REVIEW, rating: 6 }, REVIEW_MESSAGES.ratingRange],
    ['a rating of 3.5', { ...REVIEW, rating: 3.5 }, REVIEW_MESSAGES.ratingRange],
    [
      'a message over 1000 characters',
      { ...REVIEW, text: 'a'.repeat(REVIEW_LIMITS.textMax + 1) },
      REVIEW_MESSAGES.textTooLong,
    ],
    [
      'a name over 60 characters',
      { ...REVIEW, name: 'n'.repeat(REVIEW_LIMITS.nameMax + 1) },
      REVIEW_MESSAGES.nameTooLong,
    ],
  ])('%s: 400 saying what is wrong', async (_case, payload, message) => {
    const response = await postReview(fixture, null, '01', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(message);
  });

  it('accepts exactly 1000 characters (after trimming), refuses unknown fields and wrong types', async () => {
    expect(
      (await postReview(fixture, null, '01', { ...REVIEW, text: ` ${'a'.repeat(REVIEW_LIMITS.textMax)} ` })).statusCode,
    ).toBe(201);
    const unknown = await postReview(fixture, null, '01', { ...REVIEW, verifiedPurchase: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().message).toMatch(/unknown field 'verifiedPurchase'/);
    expect((await postReview(fixture, null, '01', { ...REVIEW, rating: '5' })).statusCode).toBe(400);
  });

  it('stores markup as plain text, as typed', async () => {
    const text = '<img src=x onerror=alert(1)> <b>great</b>';
    const response = await postReview(fixture, null, '01', { ...REVIEW, text });
    expect(response.json<ReviewResponse>().review.text).toBe(text);
  });

  it('an unknown or archived product is a 404 saying it is no longer available', async () => {
    await fixture.storage.docs.mutate('products', '02', (doc) => (doc ? { ...doc, status: 'archived' } : undefined));
    for (const id of ['nope', '02']) {
      const response = await postReview(fixture, null, id, REVIEW);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().message).toBe('This product is no longer available.');
    }
  });

  it('is rate-limited per account (5 writes in 10 minutes) and per address (10): then 429 with a clear message', async () => {
    for (const id of ['01', '02', '03', '04', '05'])
      expect((await postReview(fixture, 'asha', id, REVIEW)).statusCode).toBe(201);
    const sixth = await postReview(fixture, 'asha', '06', REVIEW);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ApiErrorBody>().message).toBe(REVIEW_MESSAGES.rateLimited);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    // The address has 6 writes; visitors from it get 4 more.
    for (let i = 0; i < 4; i += 1) expect((await postReview(fixture, null, '07', REVIEW)).statusCode).toBe(201);
    expect((await postReview(fixture, null, '07', REVIEW)).statusCode).toBe(429);
    const otherAddress = await fixture.app.inject({
      method: 'POST',
      url: '/api/products/07/reviews',
      remoteAddress: '10.0.0.9',
      payload: REVIEW,
    });
    expect(otherAddress.statusCode).toBe(201);
  });
});
