/**
 * Contract of a coupon's use counted at payment on each adapter: two shoppers paying with a code's
 * last use at once on two instances, one order keeps its payment and counts the use, the other is
 * refused (for a refund) and counts nothing; a shopper's own limit holds the same way. The admin's
 * list is read a page at a time.
 */
import type { CouponInput } from 'shared-contracts';
import { createCouponsRepository } from '../../features/coupons/repository';
import { couponUsedByYouReason, couponUsedUpReason } from '../../features/coupons/count-use';
import { createOrdersRepository, type OrderRecord } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import type { OrderLog } from '../../features/orders/stock-moves';
import type { DocumentStore } from '../port';
import type { ContractContext } from './contract-context';
import { refusingWholeReads } from './refusing-scans';

const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const TERMS: CouponInput = {
  code: 'lastone',
  kind: 'fixed',
  value: 100_000,
  minOrderPaise: 0,
  validFrom: null,
  validUntil: null,
  totalLimit: 1,
  perCustomerLimit: null,
  scope: { kind: 'all' },
  active: true,
};

export function couponsContract({ current }: ContractContext): void {
  describe('coupon uses counted at payment', () => {
    async function pendingOrderWithCoupon(docs: DocumentStore, id: string, uid: string) {
      const item = { id: 'desk', productName: 'Desk', imgUrl: '', price: 12000, quantity: 1, totalPrice: 12000 };
      await createOrdersRepository(docs).create({
        id,
        uid,
        items: [item],
        amount: 11000,
        currency: 'INR',
        receipt: `rcpt_${id}`,
        provider: 'sandbox',
        // Created a minute ago: a payment of another order never lands in the same millisecond.
        createdAt: new Date(Date.now() - 60_000).toISOString(),
        coupon: { code: 'LASTONE', discountPaise: 100_000 },
      });
    }

    function settleRecording(docs: DocumentStore, id: string, refused: string[]) {
      return settlePaidOrder(docs, createOrdersRepository(docs), id, `pay_${id}`, {
        log: silent,
        onCouponRefused: async (paid: OrderRecord, reason: string) => void refused.push(`${paid.id}: ${reason}`),
      });
    }

    it('two shoppers pay with the last use at once on two instances: one counts it, the other is refused', async () => {
      const { storage, openAnother } = current();
      const another = await openAnother();
      await createCouponsRepository(storage.docs).create(TERMS);
      await pendingOrderWithCoupon(storage.docs, 'order_asha', 'asha');
      await pendingOrderWithCoupon(storage.docs, 'order_bilal', 'bilal');
      const refused: string[] = [];
      await Promise.all([
        settleRecording(storage.docs, 'order_asha', refused),
        settleRecording(another.docs, 'order_bilal', refused),
      ]);

      expect(refused).toHaveLength(1);
      const loser = refused[0]?.startsWith('order_asha') ? 'order_asha' : 'order_bilal';
      const winner = loser === 'order_asha' ? 'order_bilal' : 'order_asha';
      expect(refused).toEqual([`${loser}: ${couponUsedUpReason('LASTONE')}`]);
      expect(await storage.docs.get('orders', loser)).toMatchObject({
        status: 'paid',
        couponRefused: couponUsedUpReason('LASTONE'),
      });
      expect((await storage.docs.get('orders', winner))?.couponRefused).toBeUndefined();
      const coupons = createCouponsRepository(storage.docs);
      expect((await coupons.get('lastone'))?.uses).toBe(1);
      const winnerUid = winner === 'order_asha' ? 'asha' : 'bilal';
      const loserUid = winnerUid === 'asha' ? 'bilal' : 'asha';
      expect(await coupons.usesBy('LASTONE', winnerUid)).toBe(1);
      expect(await coupons.usesBy('LASTONE', loserUid)).toBe(0);
      // The provider reports the refused payment again: it is refused again (the refund claim makes it one refund).
      await settleRecording(storage.docs, loser, refused);
      expect(refused).toHaveLength(2);
      expect((await coupons.get('lastone'))?.uses).toBe(1);
    });

    it("a shopper's own limit: their second paid order with the code is refused, another shopper's is counted", async () => {
      const { docs } = current().storage;
      await createCouponsRepository(docs).create({ ...TERMS, totalLimit: null, perCustomerLimit: 1 });
      const refused: string[] = [];
      await pendingOrderWithCoupon(docs, 'order_first', 'asha');
      await settleRecording(docs, 'order_first', refused);
      // A new purchase (made after the first was paid), not a second payment for the same cart.
      await createOrdersRepository(docs).create({
        ...(await createOrdersRepository(docs).get('order_first'))!,
        id: 'order_second',
        receipt: 'rcpt_second',
        createdAt: new Date(Date.now() + 1000).toISOString(),
      });
      await settleRecording(docs, 'order_second', refused);
      await pendingOrderWithCoupon(docs, 'order_other', 'bilal');
      await settleRecording(docs, 'order_other', refused);
      expect(refused).toEqual([`order_second: ${couponUsedByYouReason('LASTONE')}`]);
      expect((await createCouponsRepository(docs).get('LASTONE'))?.uses).toBe(2);
    });
  });

  describe("the admin's coupon list", () => {
    it('is read a page at a time in code order, never the whole collection', async () => {
      const { docs } = refusingWholeReads(current().storage, 'coupons');
      const coupons = createCouponsRepository(docs);
      for (const code of ['diwali10', 'FLAT500', 'holi5', 'Eid20', 'ABC'])
        await coupons.create({ ...TERMS, code, totalLimit: null });
      const pages: string[][] = [];
      let next: string | null | undefined;
      do {
        const page = await coupons.page({ ...(next ? { after: next } : {}), limit: 2 });
        pages.push(page.coupons.map((coupon) => coupon.code));
        ({ next } = page);
      } while (next);
      expect(pages).toEqual([['ABC', 'DIWALI10'], ['EID20', 'FLAT500'], ['HOLI5']]);
      expect(await coupons.page({ after: 'FLAT500', limit: 1 })).toMatchObject({
        coupons: [{ code: 'HOLI5', uses: 0 }],
        next: null,
      });
    });
  });
}
