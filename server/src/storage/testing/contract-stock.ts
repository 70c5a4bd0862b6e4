/**
 * Contract of stock reservations on each adapter: reserve, release, all-or-nothing, the race for the
 * last units, and an order's reservation following its status (committed, released, taken again).
 */
import type { CatalogueProduct } from 'shared-contracts';
import { createOrdersRepository } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import { moveOrder, type OrderLog } from '../../features/orders/stock-moves';
import { fromProduct } from '../../features/products/productRecord';
import { createStockOps, soldOutMessage } from '../../features/products/stock';
import type { ContractContext } from './contract-context';

const product = (id: string, stock: number, status: CatalogueProduct['status'] = 'active'): CatalogueProduct => ({
  id,
  productName: `Sofa ${id}`,
  imgUrl: '',
  category: 'Sofa',
  price: 45000,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export function stockContract({ current }: ContractContext): void {
  describe('stock reservations', () => {
    it('reserve takes units (never below 0), release puts them back; archived or unknown is unavailable', async () => {
      const { docs } = current().storage;
      await docs.put('products', 's', fromProduct(product('s', 3)));
      await docs.put('products', 'old', fromProduct(product('old', 9, 'archived')));
      const stock = createStockOps(docs);
      expect(await stock.reserve('s', 2)).toMatchObject({ outcome: 'reserved', product: { stock: 1 } });
      expect(await stock.reserve('s', 2)).toMatchObject({ outcome: 'short', product: { stock: 1 } });
      expect((await docs.get('products', 's'))?.stock).toBe(1);
      expect((await stock.release('s', 2))?.stock).toBe(3);
      expect(await stock.reserve('old', 1)).toEqual({ outcome: 'unavailable' });
      expect(await stock.reserve('nope', 1)).toEqual({ outcome: 'unavailable' });
      expect(await docs.get('products', 'nope')).toBeNull();
    });

    it('an order and its reservation are one transaction: every line or none, a short line is a 409 naming the product', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'a', fromProduct(product('a', 5)));
      await docs.put('products', 'b', fromProduct(product('b', 1)));
      const orders = createOrdersRepository(docs);
      const order = (id: string, lines: Array<[string, number]>) => ({
        id,
        uid: 'asha',
        items: lines.map(([productId, quantity]) => ({
          id: productId,
          productName: `Sofa ${productId}`,
          imgUrl: '',
          price: 45000,
          quantity,
          totalPrice: 45000 * quantity,
        })),
        amount: 45000,
        currency: 'INR' as const,
        receipt: `rcpt_${id}`,
        provider: 'sandbox' as const,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      const stocks = async () => [(await docs.get('products', 'a'))?.stock, (await docs.get('products', 'b'))?.stock];

      await expect(
        orders.createReserving(
          order('order_short', [
            ['a', 2],
            ['b', 2],
          ]),
        ),
      ).rejects.toMatchObject({ statusCode: 409, message: soldOutMessage(product('b', 1)) });
      expect(await stocks()).toEqual([5, 1]);
      expect(await orders.get('order_short')).toBeNull();
      expect(soldOutMessage(product('b', 1))).toBe(
        'Only 1 of Sofa b left. Lower the quantity in your cart to continue.',
      );
      await expect(orders.createReserving(order('order_gone', [['gone', 1]]))).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('no longer sold (id gone)'),
      });

      // Two lines of one product are reserved together.
      const placed = order('order_ok', [
        ['a', 1],
        ['b', 1],
        ['a', 1],
      ]);
      expect(await orders.createReserving(placed)).toMatchObject({ status: 'pending', stock: 'reserved' });
      expect(await stocks()).toEqual([3, 0]);
      // The transaction run again after its commit landed (an uncertain commit the client retries) moves nothing twice.
      await orders.createReserving(placed);
      expect(await stocks()).toEqual([3, 0]);
      expect(await orders.get('order_ok')).toMatchObject({ status: 'pending', stock: 'reserved' });
    });

    it('20 shoppers racing for the last 5 units: exactly 5 succeed, 15 are short, stock ends at 0', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'last', fromProduct(product('last', 5)));
      const stock = createStockOps(docs);
      const results = await Promise.all(Array.from({ length: 20 }, () => stock.reserve('last', 1)));
      expect(Number((await docs.get('products', 'last'))?.stock)).toBe(0);
      expect(results.filter((r) => r.outcome === 'reserved')).toHaveLength(5);
      expect(results.filter((r) => r.outcome === 'short')).toHaveLength(15);
    });

    it('60 shoppers through three servers for the last 10 units: exactly 10 reserved, none fails', async () => {
      const { storage, openAnother } = current();
      await storage.docs.put('products', 'hot', fromProduct(product('hot', 10)));
      const servers = [storage, await openAnother(), await openAnother()].map(({ docs }) => createStockOps(docs));
      // A transaction that gave up under contention would reject here (a 500 for that shopper).
      const results = await Promise.all(
        Array.from({ length: 20 }).flatMap(() => servers.map((stock) => stock.reserve('hot', 1))),
      );
      expect(results.filter((r) => r.outcome === 'reserved')).toHaveLength(10);
      expect(results.filter((r) => r.outcome === 'short')).toHaveLength(50);
      expect(Number((await storage.docs.get('products', 'hot'))?.stock)).toBe(0);
    });

    describe('an order holds its reservation', () => {
      const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const line = { id: 'bed', quantity: 2 };

      async function reservedOrder(id: string) {
        const { docs } = current().storage;
        const item = { id: 'bed', productName: 'Sofa bed', imgUrl: '', price: 45000, quantity: 2, totalPrice: 90000 };
        await createOrdersRepository(docs).createReserving({
          id,
          uid: 'asha',
          items: [item],
          amount: 90000,
          currency: 'INR',
          receipt: `rcpt_${id}`,
          provider: 'sandbox',
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
      }
      const stockOfBed = async () => Number((await current().storage.docs.get('products', 'bed'))?.stock);

      it('failed returns it once; a late payment takes it again; cancel returns it; a refused move changes nothing', async () => {
        const { docs } = current().storage;
        const orders = createOrdersRepository(docs);
        await docs.put('products', 'bed', fromProduct(product('bed', 5)));
        await reservedOrder('order_1');
        expect(await stockOfBed()).toBe(3);

        expect(
          await moveOrder(docs, orders, 'order_1', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
        ).toMatchObject({ changed: true, release: [line] });
        expect(
          await moveOrder(docs, orders, 'order_1', { to: 'failed', by: 'provider', reason: 'failed' }, silent),
        ).toMatchObject({ changed: false, refused: 'This order is already failed.', release: [] });
        expect(await stockOfBed()).toBe(5);

        expect(await settlePaidOrder(docs, orders, 'order_1', 'pay_1', { log: silent })).toMatchObject({
          changed: true,
          retake: [line],
        });
        expect(await settlePaidOrder(docs, orders, 'order_1', 'pay_1', { log: silent })).toMatchObject({
          changed: false,
          retake: [],
        });
        expect(await stockOfBed()).toBe(3);
        expect(await orders.get('order_1')).toMatchObject({ status: 'paid', stock: 'committed', paymentId: 'pay_1' });

        await moveOrder(docs, orders, 'order_1', { to: 'cancelled', by: 'boss', reason: 'customer asked' }, silent);
        expect(await stockOfBed()).toBe(5);
        const refused = await moveOrder(
          docs,
          orders,
          'order_1',
          { to: 'shipped', by: 'boss', reason: 'packed' },
          silent,
        );
        expect(refused?.refused).toBe('An order that is cancelled cannot be marked shipped.');
        const stored = await orders.get('order_1');
        expect(stored?.history.map(({ from, to, by }) => `${from}→${to} ${by}`)).toEqual([
          'pending→failed shopper',
          'failed→paid provider',
          'paid→cancelled boss',
        ]);
        expect(stored?.stock).toBe('released');
        expect(
          await moveOrder(docs, orders, 'order_unknown', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
        ).toBeNull();
      });

      it('payment, failure and expiry racing on one order move the units once', async () => {
        const { docs } = current().storage;
        const orders = createOrdersRepository(docs);
        await docs.put('products', 'bed', fromProduct(product('bed', 5)));
        await reservedOrder('order_race');
        const results = await Promise.all([
          moveOrder(docs, orders, 'order_race', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
          moveOrder(docs, orders, 'order_race', { to: 'expired', by: 'system', reason: 'late' }, silent),
          moveOrder(docs, orders, 'order_race', { to: 'failed', by: 'provider', reason: 'failed' }, silent),
        ]);
        // Failed may still become expired, but only the mover that ended the reservation returns the units.
        expect(results.filter((result) => (result?.release.length ?? 0) > 0)).toHaveLength(1);
        expect(await stockOfBed()).toBe(5);
      });
    });
  });
}
