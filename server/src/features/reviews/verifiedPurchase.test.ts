import type { ReviewResponse } from 'shared-contracts/catalogue';
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { appRefusingWholeReads } from '../../storage/testing/refusing-scans';
import type { AppFixture } from '../../test/app-fixture';
import { builtIn, createOrder, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';
import { userReviewId } from './reviewRecord';
import { editReview, postReview, REVIEW } from './test-support';

describe('verified purchase', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    // "Has this shopper a paid order with it" is a query: listing every order is refused.
    fixture = appRefusingWholeReads('orders');
    await seedShop(fixture);
  });
  afterEach(() => fixture.close());

  const chair = builtIn('01');

  /** A paid order of the chair for `uid` (checkout, sandbox payment, verify). */
  async function buyChair(uid: string): Promise<void> {
    await saveCart(fixture, uid, [{ product: chair, quantity: 1 }]);
    const { handlerBody } = await orderAndPay(fixture, uid, chair.price);
    expect((await post(fixture, uid, CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
  }

  it('is true for a shopper with a paid order of the product, false without one or with an unpaid order', async () => {
    await buyChair('asha');
    await saveCart(fixture, 'ravi', [{ product: chair, quantity: 1 }]);
    await createOrder(fixture, 'ravi', chair.price);

    expect((await postReview(fixture, 'asha', '01', REVIEW)).json<ReviewResponse>().review.verifiedPurchase).toBe(true);
    expect((await postReview(fixture, 'ravi', '01', REVIEW)).json<ReviewResponse>().review.verifiedPurchase).toBe(
      false,
    );
    expect((await postReview(fixture, 'asha', '02', REVIEW)).json<ReviewResponse>().review.verifiedPurchase).toBe(
      false,
    );
    expect((await postReview(fixture, null, '01', REVIEW)).json<ReviewResponse>().review.verifiedPurchase).toBe(false);
  });

  it('a shopper who reviews first and buys later gets the mark when the order is paid', async () => {
    expect((await postReview(fixture, 'asha', '01', REVIEW)).json<ReviewResponse>().review.verifiedPurchase).toBe(
      false,
    );
    await buyChair('asha');
    const id = userReviewId('01', 'asha');
    // Marked from the orders change feed, a moment after the payment.
    const deadline = Date.now() + 20_000;
    while ((await fixture.storage.docs.get('reviews', id))?.verifiedPurchase !== true && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await fixture.storage.docs.get('reviews', id))?.verifiedPurchase).toBe(true);
    const edited = await editReview(fixture, 'asha', '01', id, { rating: 4 });
    expect(edited.json<ReviewResponse>().review.verifiedPurchase).toBe(true);
  });
});
