/**
 * Contract of the orders' reads (features/orders/order-reads.ts) on each adapter: every query the
 * server makes of the orders, run on the store itself, answers what the old whole-list code did.
 */
import type { OrderStatus } from 'shared-contracts';
import { createOrdersRepository, type OrdersRepository } from '../../features/orders/repository';
import type { ContractContext } from './contract-context';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const at = (minutesAgo: number): string => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
const line = (id: string) => ({ id, productName: id, imgUrl: '', price: 100, quantity: 1, totalPrice: 100 });

/** id, shopper, status it ends in, minutes ago it was made, products. */
const SHOP: Array<[string, string, OrderStatus, number, string[]]> = [
  ['o_paid', 'asha', 'paid', 50, ['chair', 'desk']],
  ['o_shipped', 'asha', 'shipped', 40, ['bed']],
  ['o_late', 'asha', 'pending', 30, ['chair']],
  ['o_failed', 'ravi', 'failed', 20, ['desk']],
  ['o_open', 'ravi', 'pending', 5, ['lamp']],
  ['o_gone', 'asha', 'expired', 3 * 24 * 60, ['chair']],
];

async function stock(orders: OrdersRepository): Promise<void> {
  for (const [id, uid, status, minutesAgo, products] of SHOP) {
    await orders.create({
      id,
      uid,
      items: products.map(line),
      amount: 100 * products.length,
      currency: 'INR',
      receipt: id,
      provider: 'sandbox',
      createdAt: at(minutesAgo),
      expiresAt: at(minutesAgo - 15),
      stock: 'reserved',
    });
    if (status !== 'pending')
      await orders.move(id, { to: status === 'shipped' ? 'paid' : status, by: 'system', reason: 'contract' });
    if (status === 'shipped') await orders.move(id, { to: 'shipped', by: 'system', reason: 'contract' });
  }
}

const ids = (orders: Array<{ id: string }>): string[] => orders.map(({ id }) => id);

export function orderReadsContract({ current }: ContractContext): void {
  describe('order reads', () => {
    it("a shopper's orders, an admin's pages and totals, newest first", async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await stock(orders);
      const shown = await orders.ofShopper('asha', ['pending', 'paid', 'shipped'], { limit: 2, offset: 0 });
      expect({ ids: ids(shown.orders), total: shown.total }).toEqual({ ids: ['o_late', 'o_shipped'], total: 3 });
      expect(
        ids((await orders.ofShopper('asha', ['pending', 'paid', 'shipped'], { limit: 2, offset: 2 })).orders),
      ).toEqual(['o_paid']);
      const pending = await orders.page('pending', { limit: 10, offset: 0 });
      expect({ ids: ids(pending.orders), total: pending.total }).toEqual({ ids: ['o_open', 'o_late'], total: 2 });
      expect(await orders.page(undefined, { limit: 2, offset: 1 })).toMatchObject({
        total: 6,
        orders: [{ id: 'o_failed' }, { id: 'o_late' }],
      });
    });

    it("the admin's search: the end of an order number or the start of an e-mail, any status or one, paged with its total", async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await stock(orders);
      const billing = (email: string) => ({
        name: 'A',
        email,
        phone: '9',
        address: 'a',
        city: 'c',
        postalCode: '1',
        country: 'IN',
      });
      await orders.create({
        id: 'order_XyZ123',
        uid: 'meera',
        items: [line('bed')],
        amount: 100,
        currency: 'INR',
        receipt: 'r',
        provider: 'sandbox',
        createdAt: at(1),
        billing: billing('Meera.K@Example.in'),
      });
      await orders.create({
        id: 'order_Q9',
        uid: 'meera',
        items: [line('desk')],
        amount: 100,
        currency: 'INR',
        receipt: 'r',
        provider: 'sandbox',
        createdAt: at(2),
        billing: billing('meera.k@example.in'),
      });
      await orders.move('order_Q9', { to: 'paid', by: 'system', reason: 'contract' });
      const found = async (key: string, status?: OrderStatus, page = { limit: 10, offset: 0 }) => {
        const { orders: list, total } = await orders.search(status, key, page);
        return { ids: ids(list), total };
      };
      expect(await found('xyz123')).toEqual({ ids: ['order_XyZ123'], total: 1 });
      expect(await found('order_xyz123')).toEqual({ ids: ['order_XyZ123'], total: 1 });
      expect(await found('meera.k@')).toEqual({ ids: ['order_XyZ123', 'order_Q9'], total: 2 });
      expect(await found('meera.k@example.in', 'paid')).toEqual({ ids: ['order_Q9'], total: 1 });
      expect(await found('m', undefined, { limit: 1, offset: 1 })).toEqual({ ids: ['order_Q9'], total: 2 });
      // Neither an order number's start nor the middle of an address.
      expect(await found('order_x')).toEqual({ ids: [], total: 0 });
      expect(await found('example.in')).toEqual({ ids: [], total: 0 });
    });

    it('the sweep, the reconciler and double payments read only the orders they act on', async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await stock(orders);
      expect(ids(await orders.overdue(NOW)).sort()).toEqual(['o_failed', 'o_late']);
      // Unsettled orders whose provider check is due, the longest waiting first (a new order is due at once).
      expect(ids(await orders.dueForCheck(NOW, 10))).toEqual(['o_gone', 'o_late', 'o_failed', 'o_open']);
      expect(ids(await orders.dueForCheck(NOW, 2))).toEqual(['o_gone', 'o_late']);
      await orders.scheduleCheck('o_gone', null);
      await orders.scheduleCheck('o_late', at(-10));
      expect(ids(await orders.dueForCheck(NOW, 10))).toEqual(['o_failed', 'o_open']);
      expect(ids(await orders.dueForCheck(new Date(at(-10)), 10))).toEqual(['o_failed', 'o_open', 'o_late']);
      expect(ids(await orders.paidOf('asha')).sort()).toEqual(['o_paid', 'o_shipped']);
      expect(await orders.countWithStatus('paid')).toBe(1);
    });

    it('orders with a product: verified purchase and delete product', async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await stock(orders);
      expect(await orders.hasPaidOrderWith('asha', 'bed')).toBe(true);
      expect(await orders.hasPaidOrderWith('asha', 'desk')).toBe(true);
      expect(await orders.hasPaidOrderWith('ravi', 'desk')).toBe(false);
      expect(await orders.hasPaidOrderWith('asha', 'lamp')).toBe(false);
      expect(await orders.countWithProduct('chair')).toBe(3);
      expect(await orders.countWithProduct('stool')).toBe(0);
    });

    it('a date range (CSV) and the sales window', async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await stock(orders);
      expect(ids(await orders.createdBetween(new Date(at(45)), new Date(at(5))))).toEqual([
        'o_shipped',
        'o_late',
        'o_failed',
      ]);
      expect(ids(await orders.forSales(new Date(at(60)))).sort()).toEqual([
        'o_failed',
        'o_late',
        'o_open',
        'o_paid',
        'o_shipped',
      ]);
    });
  });
}
