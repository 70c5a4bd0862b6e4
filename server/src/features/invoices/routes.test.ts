import PDFParser from 'pdf2json';
import {
  CHECKOUT_API_PATHS,
  adminOrderPath,
  type AdminOrderDetail,
  type ApiErrorBody,
  type OrderDetailResponse,
} from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { seedAccounts } from '../admin/test-support';
import { builtIn, createOrder, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';
import { SELLER, saveSeller } from '../gst-orders/test-support';
import { NOT_PAID } from './issue-invoice';
import { toIssuedInvoice } from './issued-invoice';
import { INVOICE_API_PATHS, INVOICE_ORDER_NOT_FOUND, noInvoiceMessage } from './routes';

/** The PDF's text as a reader extracts it, runs of white space as one space. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\s+/g, ' ')));
    parser.parseBuffer(pdf, -1);
  });
}

const chair = builtIn('01');
const token = (uid: string) => ({ authorization: `Bearer token-${uid}` });

describe('tax invoices: issued when an order is paid, downloaded as PDF', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedShop(fixture);
    await seedAccounts(fixture.storage);
    await saveSeller(fixture.storage.docs);
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
  });
  afterEach(() => fixture.close());

  const download = (url: string, uid: string | null) =>
    fixture.app.inject({ method: 'GET', url, headers: uid ? token(uid) : {} });

  /** Pays an order of the cart through the sandbox and the checkout's verify; answers its id and the handler's body. */
  async function pay() {
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price * 2);
    const verified = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(verified.statusCode).toBe(200);
    return { orderId, handlerBody };
  }
  const payOrder = async (): Promise<string> => (await pay()).orderId;

  it('issues one invoice when the order is paid; a replayed verify issues no second one', async () => {
    const { orderId, handlerBody } = await pay();
    const stored = await fixture.storage.docs.get('invoices', orderId);
    const invoice = toIssuedInvoice(stored);
    expect(invoice).toMatchObject({
      orderId,
      uid: 'asha',
      serial: 1,
      number: expect.stringMatching(/^LK\/\d\d-\d\d\/000001$/),
    });
    // The invoice total is the amount charged.
    expect(invoice?.tax.totals.chargedPaise).toBe(chair.price * 2 * 100);
    // The order's pages name it (for their download links), the shopper's and the admin's alike.
    const issued = { invoice: { number: invoice?.number, issuedAt: invoice?.issuedAt }, creditNote: null };
    const shopperView = await download(CHECKOUT_API_PATHS.order(orderId), 'asha');
    expect(shopperView.json<OrderDetailResponse>().documents).toEqual(issued);
    const adminView = await download(adminOrderPath(orderId), 'admin');
    expect(adminView.json<AdminOrderDetail>()).toMatchObject({ documents: issued, tax: invoice?.tax });

    const replayed = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(replayed.statusCode).toBe(200);
    expect(await fixture.storage.docs.list('invoices')).toEqual([{ id: orderId, data: stored }]);
  });

  it("gives the shopper and an admin the PDF, with the seller's and the line's tax facts", async () => {
    const orderId = await payOrder();
    const invoice = toIssuedInvoice(await fixture.storage.docs.get('invoices', orderId));
    for (const [url, uid] of [
      [INVOICE_API_PATHS.shopper(orderId), 'asha'],
      [INVOICE_API_PATHS.admin(orderId), 'admin'],
    ] as const) {
      const response = await download(url, uid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="LK-\d\d-\d\d-000001\.pdf"$/);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(invoice?.number ?? 'no number');
      expect(text).toContain('27AAPFU0939F1ZV');
      expect(text).toContain('9401');
      expect(text).toContain('Original for recipient');
    }
    // Downloading issues nothing more: the series still counts one.
    expect(await fixture.storage.docs.list('invoices')).toHaveLength(1);
  });

  it('answers 404 to another shopper, and to a stranger’s guess of an order id, alike', async () => {
    const orderId = await payOrder();
    for (const url of [INVOICE_API_PATHS.shopper(orderId), INVOICE_API_PATHS.shopper('order_nope')]) {
      const response = await download(url, 'shopper');
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().message).toBe(INVOICE_ORDER_NOT_FOUND);
    }
    expect((await download(INVOICE_API_PATHS.shopper(orderId), null)).statusCode).toBe(401);
    const notAdmin = await download(INVOICE_API_PATHS.admin(orderId), 'shopper');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json<ApiErrorBody>().message).toBe(ADMIN_ONLY_MESSAGE);
  });

  it('has no invoice for an unpaid order (404 saying why), and issues none', async () => {
    const orderId = await createOrder(fixture, 'asha', chair.price * 2);
    const response = await download(INVOICE_API_PATHS.shopper(orderId), 'asha');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().message).toBe(noInvoiceMessage(NOT_PAID));
    expect(await fixture.storage.docs.list('invoices')).toEqual([]);
    const page = await download(CHECKOUT_API_PATHS.order(orderId), 'asha');
    expect(page.json<OrderDetailResponse>().documents).toEqual({ invoice: null, creditNote: null });
  });

  it('issues a paid order’s missing invoice on its first download (it could not be issued at payment)', async () => {
    const orderId = await createOrder(fixture, 'asha', chair.price * 2);
    // Taxed at create-order; then the settings are gone when the payment settles.
    await fixture.storage.docs.delete('settings', 'gst');
    const paid = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: orderId } });
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, paid.json())).statusCode).toBe(200);
    expect(await fixture.storage.docs.get('invoices', orderId)).toBeNull();

    await saveSeller(fixture.storage.docs);
    const response = await download(INVOICE_API_PATHS.admin(orderId), 'admin');
    expect(response.statusCode).toBe(200);
    expect(toIssuedInvoice(await fixture.storage.docs.get('invoices', orderId))?.serial).toBe(1);
  });

  it('draws an issued invoice as it was issued, whatever the settings say later', async () => {
    const orderId = await payOrder();
    await saveSeller(fixture.storage.docs, { ...SELLER, legalName: 'Renamed Traders', address: 'Elsewhere' });
    const text = await pdfText((await download(INVOICE_API_PATHS.shopper(orderId), 'asha')).rawPayload);
    expect(text).toContain(SELLER.legalName);
    expect(text).not.toContain('Renamed Traders');
  });
});
