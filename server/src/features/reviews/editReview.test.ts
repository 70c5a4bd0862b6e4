import { MESSAGES, type ApiErrorBody } from 'shared-contracts';
import {
  REVIEW_API_PATHS,
  REVIEW_MESSAGES,
  type DeleteReviewResponse,
  type MyReviewResponse,
  type ReviewPage,
  type ReviewResponse,
} from 'shared-contracts/catalogue';
import { as } from '../checkout/test-support';
import type { AppFixture } from '../../test/app-fixture';
import { userReviewId } from './reviewRecord';
import {
  ADMIN,
  deleteReview,
  editReview,
  listReviews,
  postReview,
  productNow,
  REVIEW,
  reviewsApp,
} from './test-support';

describe('editing and deleting a review', () => {
  let fixture: AppFixture;
  const ashas = userReviewId('01', 'asha');
  beforeEach(async () => {
    fixture = await reviewsApp();
    expect((await postReview(fixture, 'asha', '01', REVIEW)).statusCode).toBe(201);
  });
  afterEach(() => fixture.close());

  it('the author edits their review: new text and rating, the average follows, createdAt stays', async () => {
    const before = (await fixture.storage.docs.get('reviews', ashas))!;
    const response = await editReview(fixture, 'asha', '01', ashas, { rating: 1, text: '  Wobbles after a month. ' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReviewResponse>();
    expect(body.review).toMatchObject({
      id: ashas,
      rating: 1,
      text: 'Wobbles after a month.',
      name: REVIEW.name,
      mine: true,
      createdAt: before.createdAt,
    });
    expect(body.review.updatedAt >= body.review.createdAt).toBe(true);
    expect((await productNow(fixture, '01')).avgRating).toBe(body.avgRating);
    expect((await productNow(fixture, '01')).reviews[0]).toEqual({
      name: REVIEW.name,
      rating: 1,
      text: 'Wobbles after a month.',
    });
  });

  it('the author reads their own review back (reviews/mine); someone who has not reviewed gets null', async () => {
    const mine = await fixture.app.inject({ method: 'GET', url: REVIEW_API_PATHS.mine('01'), headers: as('asha') });
    expect(mine.json<MyReviewResponse>().review).toMatchObject({ id: ashas, mine: true, rating: REVIEW.rating });
    const none = await fixture.app.inject({ method: 'GET', url: REVIEW_API_PATHS.mine('01'), headers: as('ravi') });
    expect(none.statusCode).toBe(200);
    expect(none.json<MyReviewResponse>()).toEqual({ review: null });
  });

  it('an edit is checked like a new review', async () => {
    const blank = await editReview(fixture, 'asha', '01', ashas, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().message).toBe(MESSAGES.reviewInvalid);
    expect((await editReview(fixture, 'asha', '01', ashas, { rating: 9 })).json<ApiErrorBody>().message).toBe(
      REVIEW_MESSAGES.ratingRange,
    );
    expect((await editReview(fixture, 'asha', '01', ashas, {})).statusCode).toBe(400);
    expect((await editReview(fixture, 'asha', '01', ashas, { hidden: false })).statusCode).toBe(400);
  });

  it('nobody else edits it: another shopper and an admin get 403; visitors’ and seed reviews have no author to edit them', async () => {
    for (const uid of ['ravi', ADMIN]) {
      const response = await editReview(fixture, uid, '01', ashas, { rating: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().message).toBe(REVIEW_MESSAGES.editOwnOnly);
    }
    expect((await editReview(fixture, null, '01', ashas, { rating: 1 })).statusCode).toBe(401);
    const visitor = (await postReview(fixture, null, '01', REVIEW)).json<ReviewResponse>().review.id;
    expect((await editReview(fixture, 'asha', '01', visitor, { rating: 1 })).statusCode).toBe(403);
    expect((await editReview(fixture, 'asha', '01', 'seed-01-1', { rating: 1 })).statusCode).toBe(403);
    expect((await fixture.storage.docs.get('reviews', ashas))?.rating).toBe(REVIEW.rating);
  });

  it('the author deletes their review: gone from the list and the count; they may review again', async () => {
    const countBefore = (await productNow(fixture, '01')).reviewCount;
    const response = await deleteReview(fixture, 'asha', '01', ashas);
    expect(response.statusCode).toBe(200);
    expect(response.json<DeleteReviewResponse>()).toMatchObject({ deleted: true, reviewCount: countBefore - 1 });
    expect((await productNow(fixture, '01')).reviewCount).toBe(countBefore - 1);
    expect((await listReviews(fixture, '01')).json<ReviewPage>().reviews.some((review) => review.id === ashas)).toBe(
      false,
    );
    expect((await deleteReview(fixture, 'asha', '01', ashas)).statusCode).toBe(404);
    expect((await postReview(fixture, 'asha', '01', REVIEW)).statusCode).toBe(201);
  });

  it('another shopper cannot delete it (403); an admin deletes any review, seed ones too', async () => {
    const refused = await deleteReview(fixture, 'ravi', '01', ashas);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(REVIEW_MESSAGES.deleteOwnOnly);
    expect((await deleteReview(fixture, 'ravi', '01', 'seed-01-1')).statusCode).toBe(403);
    expect((await deleteReview(fixture, ADMIN, '01', ashas)).statusCode).toBe(200);
    expect((await deleteReview(fixture, ADMIN, '01', 'seed-01-1')).statusCode).toBe(200);
    expect(await fixture.storage.docs.get('reviews', 'seed-01-1')).toBeNull();
    // A review id of another product is not found under this one.
    expect((await deleteReview(fixture, ADMIN, '02', 'seed-01-2')).statusCode).toBe(404);
  });
});
