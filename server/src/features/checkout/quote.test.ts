/**
 * The checkout's quote: what create-order would charge for the saved cart (goods, the coupon's
 * discount, freight and assembly, GST), priced by the same code before paying, with nothing
 * reserved; a bad address is a 400 naming it, a coupon that does not apply is left out with its
 * reason, and cash on delivery is answered as create-order would decide it. On both adapters.
 */
import {
  CHECKOUT_API_PATHS,
  COUPON_API_PATHS,
  toPaise,
  type CheckoutQuoteResponse,
  type CreateOrderResponse,
} from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE } from 'shared-contracts/delivery';
import { ADMIN } from '../admin-orders/test-support';
import { couponTerms } from '../coupons/test-support';
import { saveSeller } from '../gst-orders/test-support';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { shopWithDeliveryTable } from '../../test/delivery-table-shop';
import { ASSEMBLY, chair, chairPaise, chargesTable, FREIGHT } from './charges-table';
import { CASH_ON_DELIVERY_MESSAGES } from './delivery-terms';
import { BILLING, orderBody, post, saveCart, stockOf } from './test-support';

/** Bengaluru also takes cash up to one chair and its freight; 744 (the islands) is not served. */
const TABLE = chargesTable({ codAllowed: true, codCapPaise: chairPaise + FREIGHT }, [
  { ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '744', deliverable: false },
]);
const BENGALURU = { postalCode: '560034', country: 'India', stateCode: '29' };

// The Firestore emulator is slow on a busy machine.
jest.setTimeout(90_000);

describe.each(ADAPTERS)('the checkout quote on %s', (_kind, makeHarness) => {
  const shop = shopWithDeliveryTable(makeHarness, TABLE, [chair]);
  const oneChair = [{ id: chair.id, quantity: 1 }];
  const quote = (body: object, items: object[] = oneChair, uid: string | null = 'asha') =>
    post(shop().fixture, uid, CHECKOUT_API_PATHS.quote, { items, ...body });

  it('answers what create-order then charges: goods, freight, assembly and the GST of all, nothing reserved', async () => {
    const { fixture } = shop();
    await saveSeller(fixture.storage.docs);
    const stockBefore = await stockOf(fixture, chair.id);

    const answered = await quote({ ...BENGALURU, assembly: true });
    expect(answered.statusCode).toBe(200);
    const reviewed = answered.json<CheckoutQuoteResponse>();
    expect(reviewed).toMatchObject({
      goodsPaise: chairPaise,
      discountPaise: 0,
      couponRefusal: null,
      charges: { freightPaise: FREIGHT, assemblyPaise: ASSEMBLY },
      amountChargedPaise: chairPaise + FREIGHT + ASSEMBLY,
      // The courier would collect the assembly too, which puts it over the cap.
      cashOnDeliveryRefusal: CASH_ON_DELIVERY_MESSAGES.overCap('560034', chairPaise + FREIGHT),
    });
    expect(reviewed.tax?.totals.chargedPaise).toBe(chairPaise + FREIGHT + ASSEMBLY);
    // A seller in Maharashtra, a buyer in Karnataka: IGST on every line.
    expect(reviewed.tax?.lines.map((line) => line.igstPaise > 0 && line.cgstPaise === 0)).toEqual([true, true, true]);
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore);

    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const created = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(chair.price, { ...BILLING, city: 'Bengaluru', postalCode: '560034' }),
      stateCode: '29',
      assembly: true,
    });
    expect(created.statusCode).toBe(200);
    const order = created.json<CreateOrderResponse>();
    expect(toPaise(order.amountCharged ?? 0)).toBe(reviewed.amountChargedPaise);
    expect(order.charges).toEqual(reviewed.charges);
    expect(order.tax).toEqual(reviewed.tax);

    // Without assembly the cash collected is within the cap.
    expect((await quote(BENGALURU)).json<CheckoutQuoteResponse>().cashOnDeliveryRefusal).toBeNull();
  });

  it('takes the coupon off before freight and tax, and leaves out one that does not apply, saying why', async () => {
    const { fixture } = shop();
    expect((await post(fixture, ADMIN, COUPON_API_PATHS.admin, couponTerms())).statusCode).toBe(201);
    const minimum = couponTerms({ code: 'BIG5000', kind: 'fixed', value: 5000, minOrderPaise: chairPaise * 10 });
    expect((await post(fixture, ADMIN, COUPON_API_PATHS.admin, minimum)).statusCode).toBe(201);
    const twoChairs = [{ id: chair.id, quantity: 2 }];

    const discounted = (
      await quote({ postalCode: '302001', country: 'India', couponCode: 'diwali10' }, twoChairs)
    ).json<CheckoutQuoteResponse>();
    const discountPaise = Math.round(chairPaise * 2 * 0.1);
    // Two chairs less 10 % fall under the free threshold again: the freight is charged.
    expect(discounted).toMatchObject({
      goodsPaise: chairPaise * 2,
      discountPaise,
      couponRefusal: null,
      charges: { freightPaise: FREIGHT, assemblyPaise: 0 },
      amountChargedPaise: chairPaise * 2 - discountPaise + FREIGHT,
      cashOnDeliveryRefusal: CASH_ON_DELIVERY_MESSAGES.withCoupon,
      // No GST settings saved yet: no breakup.
      tax: null,
    });

    const refused = (
      await quote({ postalCode: '302001', country: 'India', couponCode: 'BIG5000' }, twoChairs)
    ).json<CheckoutQuoteResponse>();
    expect(refused.couponRefusal).toMatch(/^Minimum order ₹/);
    expect(refused).toMatchObject({ discountPaise: 0, amountChargedPaise: chairPaise * 2 });
  });

  it('refuses a bad or unserved address, no lines, an unknown product and a visitor, with the reason', async () => {
    const badPin = await quote({ postalCode: '56003', country: 'India' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toMatch(/postal code|PIN/i);
    const unserved = await quote({ postalCode: '744101', country: 'India' });
    expect([unserved.statusCode, unserved.json().message]).toEqual([
      400,
      'Sorry, we do not deliver to 744101 yet. Please try another pincode or contact us.',
    ]);
    const wrongState = await quote({ postalCode: '560034', country: 'India', stateCode: '27' });
    expect(wrongState.statusCode).toBe(400);
    expect((await quote({ postalCode: '560034', country: 'India', price: 1 })).statusCode).toBe(400);
    // Quoting writes nothing: the saved cart is untouched.
    expect(await shop().fixture.storage.docs.get('carts', 'asha')).toBeNull();
    expect((await quote(BENGALURU, oneChair, null)).statusCode).toBe(401);
    const empty = await quote(BENGALURU, []);
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Your cart is empty.']);
    const unknown = await quote(BENGALURU, [{ id: 'no-such-product', quantity: 1 }]);
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect((await quote(BENGALURU, [{ id: chair.id, quantity: 0 }])).statusCode).toBe(400);
    expect((await quote(BENGALURU, [{ id: chair.id, quantity: 1, price: 1 }])).statusCode).toBe(400);
  });
});
