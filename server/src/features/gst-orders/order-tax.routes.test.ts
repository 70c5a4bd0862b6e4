import { CHECKOUT_API_PATHS, toPaise, type CreateOrderResponse, type OrderDetailResponse } from 'shared-contracts';
import { ORDER_TAX_MESSAGES, gstinCheckCharacter, type OrderTax } from 'shared-contracts/gst';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { BILLING, builtIn, orderBody, post, saveCart, seedShop, stockOf } from '../checkout/test-support';
import { saveSeller } from './test-support';

const chair = builtIn('01');
const sofa = builtIn('08');
const mattress = builtIn('62');
const total = chair.price * 2 + sofa.price + mattress.price;
const RAJASTHAN_BUYER = `08AABCU9603R1Z${gstinCheckCharacter('08AABCU9603R1Z')}`;
const MUMBAI = { ...BILLING, city: 'Mumbai', postalCode: '400001' };

describe('create-order taxes the order (GST settings of a seller in Maharashtra)', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedShop(fixture);
    await saveSeller(fixture.storage.docs);
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
      { product: mattress, quantity: 1 },
    ]);
  });
  afterEach(() => fixture.close());

  const createOrder = (extra: object, billing = BILLING) =>
    post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, { ...orderBody(total, billing), ...extra });
  const detail = async (id: string): Promise<OrderDetailResponse> =>
    (
      await fixture.app.inject({
        method: 'GET',
        url: CHECKOUT_API_PATHS.order(id),
        headers: { authorization: 'Bearer token-asha' },
      })
    ).json();

  /** The breakup's invariants: its total is what the order charges, each line adds up. */
  function expectConsistent(tax: OrderTax, amount: number) {
    expect(tax.totals.chargedPaise).toBe(toPaise(amount));
    for (const line of tax.lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.chargedPaise);
      expect(line.chargedPaise).toBe(line.unitPricePaise * line.quantity);
    }
  }

  it('to another state (Rajasthan, the billing pincode 302001): IGST per line, HSN and rate from the products', async () => {
    const response = await createOrder({ stateCode: '08' });
    expect(response.statusCode).toBe(200);
    const order = await detail(response.json<{ id: string }>().id);
    const tax = order.tax as OrderTax;
    // The checkout shows the breakup from create-order's answer: the one the order keeps.
    expect(response.json<CreateOrderResponse>().tax).toEqual(tax);
    expect(tax).toMatchObject({
      supplierStateCode: '27',
      placeOfSupplyStateCode: '08',
      placeOfSupplyAssumed: false,
      supply: 'inter-state',
      buyer: null,
    });
    expect(
      tax.lines.map(({ productId, hsn, ratePercent, quantity }) => ({ productId, hsn, ratePercent, quantity })),
    ).toEqual([
      { productId: chair.id, hsn: '9401', ratePercent: 18, quantity: 2 },
      { productId: sofa.id, hsn: '9401', ratePercent: 18, quantity: 1 },
      { productId: mattress.id, hsn: '9404', ratePercent: 18, quantity: 1 },
    ]);
    expect(tax.totals.cgstPaise + tax.totals.sgstPaise).toBe(0);
    // 18 % inside the price: the tax is 18/118 of what is charged, to the paisa per line.
    expect(tax.lines[0]!.igstPaise).toBe(Math.round((toPaise(chair.price) * 2 * 18) / 118));
    expectConsistent(tax, order.amount);
  });

  it('within Maharashtra (pincode 400001): CGST and SGST equal on every line', async () => {
    const response = await createOrder({ stateCode: '27' }, MUMBAI);
    expect(response.statusCode).toBe(200);
    const order = await detail(response.json<{ id: string }>().id);
    const tax = order.tax as OrderTax;
    expect(tax.supply).toBe('intra-state');
    expect(tax.totals.igstPaise).toBe(0);
    for (const line of tax.lines) expect(line.cgstPaise).toBe(line.sgstPaise);
    expectConsistent(tax, order.amount);
  });

  it("without a state, takes the seller's own and says it was assumed", async () => {
    const response = await createOrder({});
    const tax = (await detail(response.json<{ id: string }>().id)).tax as OrderTax;
    expect(tax).toMatchObject({ placeOfSupplyStateCode: '27', placeOfSupplyAssumed: true, supply: 'intra-state' });
  });

  it("keeps a registered buyer's GSTIN (tidied) and business name", async () => {
    const response = await createOrder({
      stateCode: '08',
      gstin: ` ${RAJASTHAN_BUYER.toLowerCase()} `,
      businessName: ' Verma Interiors LLP ',
    });
    expect(response.statusCode).toBe(200);
    const tax = (await detail(response.json<{ id: string }>().id)).tax as OrderTax;
    expect(tax.buyer).toEqual({ gstin: RAJASTHAN_BUYER, businessName: 'Verma Interiors LLP' });
  });

  it('refuses a bad state, a state the pincode is not in, a bad GSTIN or a lone business name: 400, nothing reserved', async () => {
    const stockBefore = await stockOf(fixture, chair.id);
    const cases: Array<[object, string]> = [
      [{ stateCode: '40' }, ORDER_TAX_MESSAGES.unknownState],
      [{ stateCode: '27' }, '302001 is not a pincode of Maharashtra.'],
      [{ gstin: '08AABCU9603R1ZZ', businessName: 'Verma Interiors' }, 'does not match'],
      [{ gstin: RAJASTHAN_BUYER }, ORDER_TAX_MESSAGES.businessNameMissing],
      [{ businessName: 'Verma Interiors' }, ORDER_TAX_MESSAGES.businessNameWithoutGstin],
    ];
    for (const [extra, message] of cases) {
      const response = await createOrder(extra);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore);
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
  });

  it('before the seller saves GST settings, takes the order without a breakup', async () => {
    await fixture.storage.docs.delete('settings', 'gst');
    const response = await createOrder({ stateCode: '08' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateOrderResponse>().tax).toBeNull();
    expect((await detail(response.json<{ id: string }>().id)).tax).toBeNull();
  });
});
