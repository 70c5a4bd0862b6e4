/**
 * Contract of multi-document transactions (mutateAll) and of the tax invoices built on them, on
 * each adapter: two documents written together or not at all, an invoice issued once per order,
 * a refunded order's credit note once in its own series, and consecutive serials with no gap and no duplicate when many orders are paid at once on two
 * server instances.
 */
import type { BillingDetails, CartItem } from 'shared-contracts';
import { issueCreditNote } from '../../features/invoices/issue-credit-note';
import { issueInvoice, invoiceSeriesId } from '../../features/invoices/issue-invoice';
import { taxOrder } from '../../features/gst-orders/order-tax';
import { fromOrderTax } from '../../features/gst-orders/order-tax-record';
import { SELLER, saveSeller } from '../../features/gst-orders/test-support';
import { toOrder, type OrderRecord } from '../../features/orders/repository';
import type { DocumentData } from '../port';
import type { ContractContext } from './contract-context';

/** Orders paid at once in the numbering race. */
export const CONCURRENT_INVOICES = 50;

const BILLING: BillingDetails = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Jaipur',
  postalCode: '302001',
  country: 'India',
};

const ISSUED_AT = new Date('2026-11-28T06:00:00.000Z');

/** A paid order of one ₹12,999 chair with its GST breakup (to Rajasthan: IGST). */
function paidOrder(id: string): OrderRecord {
  const items: CartItem[] = [
    { id: '01', productName: 'Sheesham Chair', imgUrl: '', price: 12_999, quantity: 1, totalPrice: 12_999 },
  ];
  const tax = taxOrder({
    settings: SELLER,
    items,
    taxFacts: [{ hsn: '9401', gstRatePercent: 18 }],
    request: { stateCode: '08', buyer: null },
    amountPaise: 1_299_900,
  });
  return toOrder(id, {
    uid: 'asha',
    status: 'paid',
    paidAt: ISSUED_AT.toISOString(),
    amount: 12_999,
    items: items.map((item) => ({ ...item })),
    billing: { ...BILLING },
    tax: fromOrderTax(tax),
  });
}

export function invoicesContract({ current }: ContractContext): void {
  describe('multi-document transactions and tax invoices', () => {
    it('mutateAll writes every changed document together, leaves the others, and nothing when told to', async () => {
      const { docs } = current().storage;
      await docs.put('documentSeries', 'a', { n: 1 });
      const stored = await docs.mutateAll(
        [
          { collection: 'documentSeries', id: 'a' },
          { collection: 'invoices', id: 'b' },
          { collection: 'invoices', id: 'c' },
        ],
        ([a, b, c]): Array<DocumentData | undefined> => {
          expect([b, c]).toEqual([null, null]);
          return [{ n: (a?.n as number) + 1 }, { from: 'a' }, undefined];
        },
      );
      expect(stored).toEqual([{ n: 2 }, { from: 'a' }, null]);
      expect(await docs.get('invoices', 'b')).toEqual({ from: 'a' });
      expect(await docs.get('invoices', 'c')).toBeNull();

      const unchanged = await docs.mutateAll([{ collection: 'documentSeries', id: 'a' }], () => undefined);
      expect(unchanged).toEqual([{ n: 2 }]);
      await expect(
        docs.mutateAll(
          [
            { collection: 'documentSeries', id: 'a' },
            { collection: 'invoices', id: 'b' },
          ],
          () => {
            throw new Error('refused');
          },
        ),
      ).rejects.toThrow('refused');
      expect(await docs.get('documentSeries', 'a')).toEqual({ n: 2 });
    });

    it('issues an order’s invoice once: a second settle (here or on another server) finds it and numbers nothing', async () => {
      const underTest = current();
      await saveSeller(underTest.storage.docs);
      const order = paidOrder('order_one');
      const first = await issueInvoice(underTest.storage.docs, order, { now: () => ISSUED_AT });
      expect(first).toMatchObject({ issued: true, invoice: { number: 'LK/26-27/000001', serial: 1, uid: 'asha' } });

      const another = await underTest.openAnother();
      const again = await issueInvoice(another.docs, order, { now: () => new Date(ISSUED_AT.getTime() + 60_000) });
      expect(again).toEqual({ issued: false, invoice: first.invoice });
      const series = invoiceSeriesId(SELLER, ISSUED_AT);
      expect(await underTest.storage.docs.get('documentSeries', series)).toMatchObject({ lastSerial: 1 });
    });

    it('issues a refunded order’s credit note once, in its own series, against its invoice', async () => {
      const underTest = current();
      await saveSeller(underTest.storage.docs);
      const paid = paidOrder('order_refunded');
      const { invoice } = await issueInvoice(underTest.storage.docs, paid, { now: () => ISSUED_AT });
      const refunded: OrderRecord = {
        ...paid,
        status: 'cancelled',
        refund: { state: 'refunded', at: ISSUED_AT.toISOString(), by: 'boss', amount: 12_999, refundId: 'rfnd_1' },
      };
      const first = await issueCreditNote(underTest.storage.docs, refunded, { now: () => ISSUED_AT });
      expect(first).toMatchObject({
        issued: true,
        creditNote: { number: 'LKC/26-27/000001', invoice: { number: invoice?.number }, tax: invoice?.tax },
      });
      const another = await underTest.openAnother();
      expect(await issueCreditNote(another.docs, refunded)).toEqual({ issued: false, creditNote: first.creditNote });
    });

    it(`numbers ${CONCURRENT_INVOICES} invoices issued at once on two servers 1..${CONCURRENT_INVOICES}: no gap, no duplicate`, async () => {
      const underTest = current();
      await saveSeller(underTest.storage.docs);
      const another = await underTest.openAnother();
      const orders = Array.from({ length: CONCURRENT_INVOICES }, (_unused, index) => paidOrder(`order_${index}`));
      const results = await Promise.all(
        orders.map((order, index) =>
          issueInvoice(index % 2 === 0 ? underTest.storage.docs : another.docs, order, { now: () => ISSUED_AT }),
        ),
      );
      const serials = results.map((result) => result.invoice?.serial ?? 0).sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: CONCURRENT_INVOICES }, (_unused, index) => index + 1));
      expect(results.every((result) => result.invoice !== null && result.issued)).toBe(true);
      const numbers = new Set(results.map((result) => result.invoice?.number));
      expect(numbers.size).toBe(CONCURRENT_INVOICES);
      const series = invoiceSeriesId(SELLER, ISSUED_AT);
      expect(await underTest.storage.docs.get('documentSeries', series)).toMatchObject({
        lastSerial: CONCURRENT_INVOICES,
      });
      // Each stored invoice carries the number its issue answered.
      for (const result of results) {
        const stored = await underTest.storage.docs.get('invoices', result.invoice?.orderId ?? '');
        expect(stored?.number).toBe(result.invoice?.number);
      }
    }, 180_000);
  });
}
