import PDFParser from 'pdf2json';
import {
  CHECKOUT_API_PATHS,
  COUPON_API_PATHS,
  formatPaise,
  type AdminOrderDetail,
  type ApiErrorBody,
  type CouponCheckResponse,
} from 'shared-contracts';
import {
  ADMIN,
  adminAction,
  adminGet,
  adminShop,
  type AdminShop,
  mailsMatching,
  outboxMails,
  paidOrder,
} from '../admin-orders/test-support';
import { as, builtIn, orderBody, post, saveCart } from '../checkout/test-support';
import { couponTerms } from '../coupons/test-support';
import { saveSeller } from '../gst-orders/test-support';
import { CREDIT_NOTE_REASON, NOT_REFUNDED } from './issue-credit-note';
import { toIssuedCreditNote, toIssuedInvoice } from './issued-invoice';
import { INVOICE_API_PATHS, INVOICE_ORDER_NOT_FOUND, noCreditNoteMessage } from './routes';
import { pollUntil } from '../../test/poll';

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\s+/g, ' ')));
    parser.parseBuffer(pdf, -1);
  });
}

/** The base64 body of the attachment named `fileName` in an outbox mail, decoded. */
function attachmentOf(mail: string, fileName: string): Buffer {
  const header = mail.indexOf(`filename=${fileName}`);
  expect(header).toBeGreaterThan(-1);
  const afterHeaders = mail.slice(header).split(/\r?\n\r?\n/)[1] ?? '';
  const body = afterHeaders.split(/\r?\n--/)[0] ?? '';
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

const chair = builtIn('01');

describe('credit notes (a refunded order’s invoice reversed) and the invoice on the confirmation mail', () => {
  let shop: AdminShop;
  beforeEach(async () => {
    shop = await adminShop();
    await saveSeller(shop.fixture.storage.docs);
  });
  afterEach(() => shop.close());

  it('an order priced with a coupon: the invoice and the credit note name the code beside the discount, their totals the amount charged', async () => {
    const { fixture } = shop;
    expect((await post(fixture, ADMIN, COUPON_API_PATHS.admin, couponTerms())).statusCode).toBe(201);
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const priced = (
      await post(fixture, 'asha', COUPON_API_PATHS.check, { code: 'diwali10' })
    ).json<CouponCheckResponse>();
    if (!priced.applies) throw new Error(`the coupon did not apply: ${priced.reason}`);
    const created = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, {
      ...orderBody(priced.totalPaise / 100),
      couponCode: 'diwali10',
    });
    expect(created.statusCode).toBe(200);
    const orderId = created.json<{ id: string }>().id;
    const paid = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: orderId } });
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, paid.json())).statusCode).toBe(200);

    const invoice = toIssuedInvoice(await fixture.storage.docs.get('invoices', orderId));
    expect(invoice?.coupon).toEqual({ code: 'DIWALI10', discountPaise: priced.discountPaise });
    expect(invoice?.tax.totals).toMatchObject({ discountPaise: priced.discountPaise, chargedPaise: priced.totalPaise });
    const charged = formatPaise(priced.totalPaise);
    const invoiceText = await pdfText((await adminGet(fixture, INVOICE_API_PATHS.shopper(orderId), 'asha')).rawPayload);
    expect(invoiceText).toContain(`Discount (coupon DIWALI10) ${formatPaise(priced.discountPaise)}`);
    expect(invoiceText).toContain(`Invoice total ${charged}`);

    expect((await adminAction(fixture, orderId, 'cancel', { reason: 'Shopper asked' })).statusCode).toBe(200);
    const note = toIssuedCreditNote(await fixture.storage.docs.get('creditNotes', orderId));
    expect(note?.coupon).toEqual(invoice?.coupon);
    const noteText = await pdfText((await adminGet(fixture, INVOICE_API_PATHS.adminCreditNote(orderId))).rawPayload);
    expect(noteText).toContain(`Discount (coupon DIWALI10) ${formatPaise(priced.discountPaise)}`);
    expect(noteText).toContain(`Total credited ${charged}`);
  });

  it('the admin’s cancel issues one credit note in its own series, against the invoice, with the same tax', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair, 2);
    const docs = shop.fixture.storage.docs;
    const invoice = toIssuedInvoice(await docs.get('invoices', orderId));
    const cancel = await adminAction(shop.fixture, orderId, 'cancel', { reason: 'Shopper asked' });
    expect(cancel.statusCode).toBe(200);

    const note = toIssuedCreditNote(await docs.get('creditNotes', orderId));
    // The cancel's answer names both documents, for the admin's page to offer them.
    expect(cancel.json<AdminOrderDetail>().documents).toEqual({
      invoice: { number: invoice?.number, issuedAt: invoice?.issuedAt },
      creditNote: { number: note?.number, issuedAt: note?.issuedAt },
    });
    expect(note).toMatchObject({
      number: expect.stringMatching(/^LKC\/\d\d-\d\d\/000001$/),
      serial: 1,
      invoice: { number: invoice?.number, issuedAt: invoice?.issuedAt },
      reason: CREDIT_NOTE_REASON,
      tax: invoice?.tax,
    });
    // A second cancel (refused: already cancelled) issues nothing more.
    await adminAction(shop.fixture, orderId, 'cancel', {});
    expect(await docs.list('creditNotes')).toHaveLength(1);

    for (const [url, uid] of [
      [INVOICE_API_PATHS.shopperCreditNote(orderId), 'asha'],
      [INVOICE_API_PATHS.adminCreditNote(orderId), ADMIN],
    ] as const) {
      const response = await adminGet(shop.fixture, url, uid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(note?.number ?? 'no number');
      expect(text).toContain(invoice?.number ?? 'no number');
      expect(text).toContain(CREDIT_NOTE_REASON);
    }
  });

  it('attaches the tax invoice PDF to the shopper’s order-confirmation mail (not to the owner’s)', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const invoice = toIssuedInvoice(await shop.fixture.storage.docs.get('invoices', orderId));
    const fileName = `${invoice?.number.replace(/\//g, '-')}.pdf`;
    // The outbox sends the paid order's mails just after the settle, not inside it.
    const withPdf = await pollUntil(
      () => outboxMails(shop.dataDir).filter((mail) => mail.includes('Content-Type: application/pdf')),
      (mails) => mails.length > 0,
    );
    expect(withPdf).toHaveLength(1);
    expect(withPdf[0]).toContain(`filename=${fileName}`);
    expect(withPdf[0]).toMatch(/^To: asha@example\.com$/m);
  });

  it('attaches the credit note PDF to the shopper’s cancellation mail', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    expect((await adminAction(shop.fixture, orderId, 'cancel', { reason: 'Shopper asked' })).statusCode).toBe(200);
    const note = toIssuedCreditNote(await shop.fixture.storage.docs.get('creditNotes', orderId));
    const fileName = `${note?.number.replace(/\//g, '-')}.pdf`;
    const cancelled = await mailsMatching(shop.dataDir, (mail) =>
      /^Subject: .* is cancelled and refunded$/m.test(mail),
    );
    expect(cancelled).toHaveLength(1);
    const mail = cancelled[0] as string;
    expect(mail).toMatch(/^To: asha@example\.com$/m);
    const text = await pdfText(attachmentOf(mail, fileName));
    expect(text).toContain(note?.number ?? 'no number');
    expect(text).toContain(CREDIT_NOTE_REASON);
  });

  it('a paid order that is not refunded has no credit note; another shopper gets 404', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const own = await shop.fixture.app.inject({
      method: 'GET',
      url: INVOICE_API_PATHS.shopperCreditNote(orderId),
      headers: as('asha'),
    });
    expect(own.statusCode).toBe(404);
    expect(own.json<ApiErrorBody>().message).toBe(noCreditNoteMessage(NOT_REFUNDED));
    await shop.fixture.storage.users.create({
      uid: 'ravi',
      displayName: 'Ravi',
      email: 'ravi@example.com',
      emailVerified: true,
      role: 'User',
    });
    const other = await shop.fixture.app.inject({
      method: 'GET',
      url: INVOICE_API_PATHS.shopperCreditNote(orderId),
      headers: as('ravi'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json<ApiErrorBody>().message).toBe(INVOICE_ORDER_NOT_FOUND);
    expect(await shop.fixture.storage.docs.list('creditNotes')).toEqual([]);
  });
});
