import {
  ADMIN_ORDERS_API_PATHS,
  adminOrderPath,
  CHECKOUT_API_PATHS,
  COUPON_API_PATHS,
  COUPON_INPUT_MESSAGES,
  adminCouponsPath,
  toPaise,
  type Coupon,
  type CouponCheckResponse,
  type CouponListResponse,
  type CouponInput,
  type OrderDetailResponse,
} from 'shared-contracts';
import type { OrderTax } from 'shared-contracts/gst';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { asUser, seedAccounts } from '../admin/test-support';
import { builtIn, orderBody, post, saveCart, seedShop, setStock } from '../checkout/test-support';
import { saveSeller } from '../gst-orders/test-support';
import { couponUsedUpReason } from './count-use';
import { COUPON_MESSAGES } from './pricing';
import { couponTerms } from './test-support';

const chair = builtIn('01');
const sofa = builtIn('08');

const TERMS: CouponInput = couponTerms({ code: 'Diwali10' });

describe('coupon routes', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp({ env: { PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '3600000', PAYMENT_RECONCILE_MS: '3600000' } });
    await seedAccounts(fixture.storage);
    await seedShop(fixture);
    await setStock(fixture, sofa.id, 10);
  });
  afterEach(() => fixture.close());

  const asAdmin = asUser('admin');
  const createCoupon = (payload: object, headers = asAdmin) =>
    fixture.app.inject({ method: 'POST', url: COUPON_API_PATHS.admin, headers, payload });
  const updateCoupon = (code: string, payload: object, headers = asAdmin) =>
    fixture.app.inject({ method: 'PUT', url: COUPON_API_PATHS.adminOne(code), headers, payload });
  const listCoupons = async (): Promise<Coupon[]> =>
    (await fixture.app.inject({ method: 'GET', url: COUPON_API_PATHS.admin, headers: asAdmin })).json<{
      coupons: Coupon[];
    }>().coupons;
  const check = async (uid: string, code: string): Promise<CouponCheckResponse> =>
    (await post(fixture, uid, COUPON_API_PATHS.check, { code })).json();

  it('only admins list, create and change coupons', async () => {
    expect((await fixture.app.inject({ method: 'GET', url: COUPON_API_PATHS.admin })).statusCode).toBe(401);
    const asShopper = asUser('shopper');
    for (const response of [
      await fixture.app.inject({ method: 'GET', url: COUPON_API_PATHS.admin, headers: asShopper }),
      await createCoupon(TERMS, asShopper),
      await updateCoupon('DIWALI10', { ...TERMS, code: undefined }, asShopper),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: ADMIN_ONLY_MESSAGE });
    }
    expect(await listCoupons()).toEqual([]);
  });

  it('lists the coupons a page at a time in code order (?after=<next>&limit=), refusing a bad page with 400', async () => {
    for (const code of ['holi5', 'Diwali10', 'ABC'])
      expect((await createCoupon({ ...TERMS, code })).statusCode).toBe(201);
    const page = async (url: string) => fixture.app.inject({ method: 'GET', url, headers: asAdmin });
    const first = (await page(adminCouponsPath({ limit: 2 }))).json<CouponListResponse>();
    expect([first.coupons.map((c) => c.code), first.next]).toEqual([['ABC', 'DIWALI10'], 'DIWALI10']);
    const second = (await page(adminCouponsPath({ after: 'DIWALI10', limit: 2 }))).json<CouponListResponse>();
    expect([second.coupons.map((c) => c.code), second.next]).toEqual([['HOLI5'], null]);
    expect((await listCoupons()).map((c) => c.code)).toEqual(['ABC', 'DIWALI10', 'HOLI5']);
    for (const search of ['?limit=0', '?limit=101', '?after=', '?offset=2']) {
      const refused = await page(`${COUPON_API_PATHS.admin}${search}`);
      expect([search, refused.statusCode]).toEqual([search, 400]);
    }
  });

  it('creates a code once whatever its case, and changes its terms keeping its uses', async () => {
    const created = await createCoupon(TERMS);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'DIWALI10', kind: 'percent', value: 10, uses: 0, active: true });
    const again = await createCoupon({ ...TERMS, code: ' diwali10 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COUPON_INPUT_MESSAGES.duplicate('DIWALI10') });

    const { code: _code, ...terms } = TERMS;
    const paused = await updateCoupon('diwali10', { ...terms, active: false, kind: 'fixed', value: 50_000 });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ code: 'DIWALI10', active: false, kind: 'fixed', value: 50_000 });
    expect(await listCoupons()).toEqual([expect.objectContaining({ code: 'DIWALI10', active: false })]);
    expect((await updateCoupon('NOPE', terms)).statusCode).toBe(404);
  });

  it('bad terms are a 400 naming each problem, and nothing is stored', async () => {
    const bad = await createCoupon({
      ...TERMS,
      code: 'x!',
      value: 150,
      validFrom: '2025-05-01',
      validUntil: '2025-04-15',
      totalLimit: 0,
    });
    expect(bad.statusCode).toBe(400);
    const { message } = bad.json<{ message: string }>();
    for (const problem of [
      COUPON_INPUT_MESSAGES.code,
      COUPON_INPUT_MESSAGES.percent,
      COUPON_INPUT_MESSAGES.window,
      COUPON_INPUT_MESSAGES.totalLimit,
    ])
      expect(message).toContain(problem);
    expect((await createCoupon({ ...TERMS, value: '10' })).statusCode).toBe(400);
    expect((await createCoupon({ ...TERMS, scope: { kind: 'category', category: ' ' } })).statusCode).toBe(400);
    expect((await createCoupon({ ...TERMS, surprise: true })).statusCode).toBe(400);
    expect(await listCoupons()).toEqual([]);
    await createCoupon(TERMS);
    const { code: _code, ...terms } = TERMS;
    expect((await updateCoupon('DIWALI10', { ...terms, validUntil: '2025-02-30' })).statusCode).toBe(400);
    expect(await listCoupons()).toEqual([expect.objectContaining({ validUntil: null })]);
  });

  it("the check prices a code against the caller's saved cart, or says why it does not apply", async () => {
    await createCoupon(TERMS);
    await createCoupon({ ...TERMS, code: 'BIG', minOrderPaise: 1_00_000_00 });
    await createCoupon({ ...TERMS, code: 'OLD', validUntil: '2025-04-15' });
    expect((await post(fixture, null, COUPON_API_PATHS.check, { code: 'DIWALI10' })).statusCode).toBe(401);
    const chairPaise = toPaise(chair.price);
    // The check reads the saved cart (one chair, under ₹1,00,000), not a browser's lines.
    await saveCart(fixture, 'shopper', [{ product: chair, quantity: 1 }]);
    expect(chairPaise).toBeLessThan(1_00_000_00);
    expect(await check('shopper', 'big')).toEqual({ applies: false, code: 'BIG', reason: 'Minimum order ₹1,00,000' });
    await saveCart(fixture, 'shopper', [
      { product: chair, quantity: 1 },
      { product: sofa, quantity: 1 },
    ]);
    const subtotal = chairPaise + toPaise(sofa.price);
    expect(await check('shopper', 'diwali10')).toEqual({
      applies: true,
      code: 'DIWALI10',
      discountPaise: Math.floor((subtotal * 10 + 50) / 100),
      subtotalPaise: subtotal,
      totalPaise: subtotal - Math.floor((subtotal * 10 + 50) / 100),
    });
    expect(await check('shopper', 'old')).toEqual({ applies: false, code: 'OLD', reason: 'Expired on 15 Apr 2025' });
    expect(await check('shopper', 'nope')).toEqual({
      applies: false,
      code: 'NOPE',
      reason: COUPON_MESSAGES.unknown('NOPE'),
    });
    expect((await post(fixture, 'shopper', COUPON_API_PATHS.check, { code: '' })).statusCode).toBe(400);
  });

  it('create-order prices the code again: the discount spread over the lines before tax, the code kept on the order', async () => {
    await saveSeller(fixture.storage.docs);
    await createCoupon({ ...TERMS, kind: 'fixed', value: 100_001, scope: { kind: 'products', productIds: ['08'] } });
    await saveCart(fixture, 'shopper', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const subtotal = chair.price * 2 + sofa.price;
    const total = subtotal - 1000.01;
    const wrong = await post(fixture, 'shopper', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(subtotal),
      couponCode: 'diwali10',
    });
    expect(wrong.statusCode).toBe(409);
    const unknown = await post(fixture, 'shopper', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(total),
      couponCode: 'NOPE',
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ message: COUPON_MESSAGES.unknown('NOPE') });

    const created = await post(fixture, 'shopper', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(total),
      couponCode: 'diwali10',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const order = (
      await fixture.app.inject({ method: 'GET', url: CHECKOUT_API_PATHS.order(id), headers: asUser('shopper') })
    ).json<OrderDetailResponse>();
    expect(order.amount).toBe(total);
    expect(order.coupon).toEqual({ code: 'DIWALI10', discountPaise: 100_001 });
    const tax = order.tax as OrderTax;
    expect(tax.lines.map((line) => line.discountPaise)).toEqual([0, 100_001]);
    expect(tax.totals.chargedPaise).toBe(toPaise(total));
    for (const line of tax.lines)
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.chargedPaise);

    // The admin's order page and the CSV export name the coupon too.
    const adminView = await fixture.app.inject({ method: 'GET', url: adminOrderPath(id), headers: asAdmin });
    expect(adminView.json()).toMatchObject({ amount: total, coupon: { code: 'DIWALI10', discountPaise: 100_001 } });
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const csv = await fixture.app.inject({
      method: 'GET',
      url: `${ADMIN_ORDERS_API_PATHS.exportCsv}?from=${today}&to=${today}`,
      headers: asAdmin,
    });
    expect(csv.body).toContain(`,DIWALI10,1000.01,,,Online,\r\n`);
  });

  it("a code's last use: the first payment counts it, a later order is refused at create-order, a racing one refunded", async () => {
    await createCoupon({ ...TERMS, totalLimit: 1 });
    const discounted = (price: number) => (toPaise(price) - Math.floor((toPaise(price) * 10 + 50) / 100)) / 100;
    await saveCart(fixture, 'shopper', [{ product: sofa, quantity: 1 }]);
    await saveCart(fixture, 'victim', [{ product: sofa, quantity: 1 }]);
    const payWithCode = async (uid: string) => {
      const body = { ...orderBody(discounted(sofa.price)), couponCode: 'DIWALI10' };
      const created = await post(fixture, uid, CHECKOUT_API_PATHS.createOrder, body);
      expect(created.json()).toEqual(expect.objectContaining({ id: expect.any(String) }));
      const orderId = created.json<{ id: string }>().id;
      const paid = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: orderId } });
      return { orderId, handlerBody: paid.json<object>() };
    };
    // Both ordered while the code had a use left; both pay.
    const first = await payWithCode('shopper');
    const second = await payWithCode('victim');
    expect((await post(fixture, 'shopper', CHECKOUT_API_PATHS.verify, first.handlerBody)).statusCode).toBe(200);
    expect((await post(fixture, 'victim', CHECKOUT_API_PATHS.verify, second.handlerBody)).statusCode).toBe(200);

    const detail = (uid: string, orderId: string) =>
      fixture.app
        .inject({ method: 'GET', url: CHECKOUT_API_PATHS.order(orderId), headers: asUser(uid) })
        .then((response) => response.json<OrderDetailResponse>());
    expect((await detail('shopper', first.orderId)).status).toBe('paid');
    const refunded = await detail('victim', second.orderId);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.payment).toMatchObject({ state: 'refunded', refundedAmount: discounted(sofa.price) });
    const stored = await fixture.storage.docs.get('orders', second.orderId);
    expect(stored?.history).toEqual([
      expect.objectContaining({ to: 'paid' }),
      expect.objectContaining({ to: 'cancelled', by: 'system', reason: couponUsedUpReason('DIWALI10') }),
    ]);
    expect((await listCoupons())[0]?.uses).toBe(1);

    // Now used up: the check and create-order say so.
    await saveCart(fixture, 'victim', [{ product: sofa, quantity: 1 }]);
    expect(await check('victim', 'DIWALI10')).toEqual({
      applies: false,
      code: 'DIWALI10',
      reason: COUPON_MESSAGES.usedUp,
    });
    const late = await post(fixture, 'victim', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(discounted(sofa.price)),
      couponCode: 'DIWALI10',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: COUPON_MESSAGES.usedUp });
  });
});
