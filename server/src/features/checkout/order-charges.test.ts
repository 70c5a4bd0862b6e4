/**
 * Freight and assembly at create-order: priced by the server from the delivery table (free above
 * the threshold, judged on the value after a coupon; assembly only where offered and asked for),
 * never from the browser; added to what is charged, online or in cash; taxed so the order's
 * breakup, its tax invoice and its credit note total the amount charged, on both storage adapters.
 */
import {
  CHECKOUT_API_PATHS,
  COUPON_API_PATHS,
  adminOrderPath,
  type AdminOrderDetail,
  type CouponCheckResponse,
  type CreateOrderResponse,
  type OrderDetailResponse,
} from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, DELIVERY_API_PATHS, quoteDelivery } from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';
import type { StorageHarness } from '../../storage/testing/contract-context';
import { ADMIN, addAdminAndShopper, adminAction, adminGet } from '../admin-orders/test-support';
import { couponTerms } from '../coupons/test-support';
import { saveSeller } from '../gst-orders/test-support';
import { SERVICE_LINES } from '../gst-orders/order-tax';
import { toIssuedCreditNote, toIssuedInvoice } from '../invoices/issued-invoice';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { paymentShop, type PaymentShop } from '../payment/test-support';
import { priceOrderCharges } from './order-charges';
import { ASSEMBLY, chair, chairPaise, chargesTable, FREIGHT } from './charges-table';
import { as, BILLING, orderBody, post, saveCart, stockOf } from './test-support';

/** Two chairs ship free; one does not. Bengaluru (560) offers assembly; the rest of India does not. */
const TABLE = chargesTable();
const BENGALURU = { ...BILLING, city: 'Bengaluru', postalCode: '560034' };
const MONDAY = new Date('2026-11-30T06:00:00Z');

describe('priceOrderCharges', () => {
  const quote = (pincode: string, orderValuePaise: number) =>
    quoteDelivery(TABLE, pincode, { orderedAt: MONDAY, orderValuePaise });

  it('charges the freight below the threshold and none at or above it', () => {
    expect(priceOrderCharges(quote('302001', chairPaise), chairPaise, false)).toEqual({
      charges: { freightPaise: FREIGHT, assemblyPaise: 0 },
      chargedPaise: chairPaise + FREIGHT,
      any: true,
    });
    expect(priceOrderCharges(quote('302001', chairPaise * 2), chairPaise * 2, true)).toEqual({
      charges: { freightPaise: 0, assemblyPaise: 0 },
      chargedPaise: chairPaise * 2,
      any: false,
    });
  });

  it('adds assembly only where the row offers it and the shopper asked', () => {
    const bengaluru = quote('560034', chairPaise);
    expect(priceOrderCharges(bengaluru, chairPaise, true).charges).toEqual({
      freightPaise: FREIGHT,
      assemblyPaise: ASSEMBLY,
    });
    expect(priceOrderCharges(bengaluru, chairPaise, false).charges.assemblyPaise).toBe(0);
    expect(priceOrderCharges(quote('302001', chairPaise), chairPaise, true).charges.assemblyPaise).toBe(0);
  });

  it('charges nothing without a quote (an address outside India) and under the default table', () => {
    expect(priceOrderCharges(null, chairPaise, true)).toEqual({
      charges: { freightPaise: 0, assemblyPaise: 0 },
      chargedPaise: chairPaise,
      any: false,
    });
    const free = quoteDelivery(DEFAULT_DELIVERY_TABLE, '560034', { orderedAt: MONDAY, orderValuePaise: chairPaise });
    expect(priceOrderCharges(free, chairPaise, true).any).toBe(false);
  });
});

// The Firestore emulator is slow on a busy machine.
jest.setTimeout(90_000);

describe.each(ADAPTERS)('create-order prices freight and assembly on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });

  let shop: PaymentShop;
  beforeEach(async () => {
    shop = await paymentShop(harness, {}, [chair]);
    await addAdminAndShopper(shop.fixture);
    await saveSeller(shop.fixture.storage.docs);
    const saved = await shop.fixture.app.inject({
      method: 'PUT',
      url: DELIVERY_API_PATHS.table,
      headers: as(ADMIN),
      payload: TABLE,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterEach(() => shop.close());

  const createOrder = (body: object) => post(shop.fixture, 'asha', CHECKOUT_API_PATHS.createOrder, body);

  /** Every figure the order states equals what it charges. */
  function expectTaxTotals(tax: OrderTax | null | undefined, chargedPaise: number) {
    expect(tax?.totals.chargedPaise).toBe(chargedPaise);
    const lines = tax?.lines ?? [];
    expect(
      lines.reduce((sum, line) => sum + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise, 0),
    ).toBe(chargedPaise);
  }

  it('online with assembly: the payment, the order, its tax breakup, invoice and credit note all total goods + freight + assembly', async () => {
    const { fixture } = shop;
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const created = await createOrder({ ...orderBody(chair.price, BENGALURU), stateCode: '29', assembly: true });
    expect(created.statusCode).toBe(200);
    const answer = created.json<CreateOrderResponse>();
    const chargedPaise = chairPaise + FREIGHT + ASSEMBLY;
    expect(answer.charges).toEqual({ freightPaise: FREIGHT, assemblyPaise: ASSEMBLY });
    expect(answer.amountCharged).toBe(chargedPaise / 100);
    const order = await shop.order(answer.id);
    expect(order.amount).toBe(chargedPaise / 100);
    expect(order.charges).toEqual({ freightPaise: FREIGHT, assemblyPaise: ASSEMBLY });
    expectTaxTotals(order.tax, chargedPaise);
    // Composite supply: the services at the chair's (the principal supply's) rate, under their SAC.
    const chairRate = order.tax?.lines[0]?.ratePercent;
    expect(order.tax?.lines.slice(1)).toEqual([
      expect.objectContaining({ hsn: SERVICE_LINES.freight.sac, chargedPaise: FREIGHT, ratePercent: chairRate }),
      expect.objectContaining({ hsn: SERVICE_LINES.assembly.sac, chargedPaise: ASSEMBLY, ratePercent: chairRate }),
    ]);

    // The sandbox's payment is of the order's amount; the settle accepts only that much.
    const paid = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: answer.id } });
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, paid.json())).statusCode).toBe(200);
    expect((await shop.order(answer.id)).status).toBe('paid');
    const invoice = toIssuedInvoice(await fixture.storage.docs.get('invoices', answer.id));
    expectTaxTotals(invoice?.tax, chargedPaise);

    const mine = await fixture.app.inject({
      method: 'GET',
      url: CHECKOUT_API_PATHS.order(answer.id),
      headers: as('asha'),
    });
    expect(mine.json<OrderDetailResponse>()).toMatchObject({
      amount: chargedPaise / 100,
      charges: { freightPaise: FREIGHT, assemblyPaise: ASSEMBLY },
    });

    const cancelled = await adminAction(fixture, answer.id, 'cancel', { reason: 'Shopper asked' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<AdminOrderDetail>()).toMatchObject({
      charges: { freightPaise: FREIGHT, assemblyPaise: ASSEMBLY },
      refund: { amount: chargedPaise / 100 },
    });
    const note = toIssuedCreditNote(await fixture.storage.docs.get('creditNotes', answer.id));
    expectTaxTotals(note?.tax, chargedPaise);
  });

  it('refuses a client-sent charge (400, nothing reserved) and adds no assembly where the row does not offer it', async () => {
    const { fixture } = shop;
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const stockBefore = await stockOf(fixture, chair.id);
    for (const tampered of [
      { freightPaise: 0 },
      { charges: { freightPaise: 0, assemblyPaise: 0 } },
      { amountCharged: 1 },
    ]) {
      const refused = await createOrder({ ...orderBody(chair.price), ...tampered });
      expect(refused.statusCode).toBe(400);
    }
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore);

    // Jaipur (the rest of India) has no assembly: asking for it adds nothing; the freight is the table's.
    const created = await createOrder({ ...orderBody(chair.price), assembly: true, paymentMethod: 'cod' });
    expect(created.statusCode).toBe(200);
    const answer = created.json<CreateOrderResponse>();
    expect(answer.charges).toEqual({ freightPaise: FREIGHT, assemblyPaise: 0 });
    const order = await shop.order(answer.id);
    // Cash on delivery: the amount the courier collects includes the freight.
    expect(order).toMatchObject({ status: 'placed', amount: (chairPaise + FREIGHT) / 100 });
    expectTaxTotals(order.tax, chairPaise + FREIGHT);
    const detail = await adminGet(fixture, adminOrderPath(answer.id));
    expect(detail.json<AdminOrderDetail>().charges).toEqual({ freightPaise: FREIGHT, assemblyPaise: 0 });
  });

  it('judges the free threshold on the value after the coupon: two chairs ship free, two with 10 % off do not', async () => {
    const { fixture } = shop;
    expect((await post(fixture, ADMIN, COUPON_API_PATHS.admin, couponTerms())).statusCode).toBe(201);
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const full = await createOrder(orderBody(chair.price * 2));
    expect(full.statusCode).toBe(200);
    const free = await shop.order(full.json<CreateOrderResponse>().id);
    expect(free.amount).toBe(chair.price * 2);
    // Free delivery stores no charges: the order reads as one from before them.
    expect(free.charges).toBeUndefined();

    const priced = (
      await post(fixture, 'asha', COUPON_API_PATHS.check, { code: 'diwali10' })
    ).json<CouponCheckResponse>();
    if (!priced.applies) throw new Error(`the coupon did not apply: ${priced.reason}`);
    const discounted = await createOrder({ ...orderBody(priced.totalPaise / 100), couponCode: 'diwali10' });
    expect(discounted.statusCode).toBe(200);
    const order = await shop.order(discounted.json<CreateOrderResponse>().id);
    expect(order.charges).toEqual({ freightPaise: FREIGHT, assemblyPaise: 0 });
    expect(order.amount).toBe((priced.totalPaise + FREIGHT) / 100);
    expectTaxTotals(order.tax, priced.totalPaise + FREIGHT);
  });
});
