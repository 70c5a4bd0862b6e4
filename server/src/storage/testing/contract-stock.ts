/**
 * Contract of stock reservations on each adapter: an order placed with its reservation (all or
 * nothing), the race for the last units, and an order's reservation following its status
 * (committed, released, taken again) in the same transaction as its units.
 */
import { createOrdersRepository } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import { moveOrder, type OrderLog } from '../../features/orders/stock-moves';
import { fromProduct, newProductDocument } from '../../features/products/productRecord';
import { soldOutMessage } from '../../features/products/stock';
import { checkStock } from '../../features/products/stock-check';
import type { DocumentStore } from '../port';
import type { ContractContext } from './contract-context';
import { placeOne, product } from './contract-stock-support';

export function stockContract({ current }: ContractContext): void {
  describe('stock reservations', () => {
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

    it('20 shoppers racing for the last 5 units: exactly 5 orders placed, 15 are short, stock ends at 0', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'last', newProductDocument(product('last', 5)));
      const results = await Promise.all(Array.from({ length: 20 }, (_, index) => placeOne(docs, 'last', `o_${index}`)));
      expect(await docs.get('products', 'last')).toMatchObject({ stock: 0, heldUnits: 5, stockTotal: 5 });
      expect((await checkStock(docs)).differences).toEqual([]);
      expect(results.filter((r) => r === 'reserved')).toHaveLength(5);
      expect(results.filter((r) => r === 'short')).toHaveLength(15);
      expect(await docs.count('orders')).toBe(5);
    });

    it('60 shoppers through three servers for the last 10 units: exactly 10 orders placed, none fails', async () => {
      const { storage, openAnother } = current();
      await storage.docs.put('products', 'hot', newProductDocument(product('hot', 10)));
      const servers = [storage, await openAnother(), await openAnother()].map(({ docs }) => docs);
      // A transaction that gave up under contention would reject here (a 500 for that shopper).
      const results = await Promise.all(
        Array.from({ length: 20 }).flatMap((_, round) =>
          servers.map((docs, server) => placeOne(docs, 'hot', `o_${round}_${server}`)),
        ),
      );
      expect(results.filter((r) => r === 'reserved')).toHaveLength(10);
      expect(results.filter((r) => r === 'short')).toHaveLength(50);
      expect(Number((await storage.docs.get('products', 'hot'))?.stock)).toBe(0);
      expect((await checkStock(storage.docs)).differences).toEqual([]);
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
          await moveOrder(orders, 'order_1', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
        ).toMatchObject({ changed: true, release: [line] });
        expect(
          await moveOrder(orders, 'order_1', { to: 'failed', by: 'provider', reason: 'failed' }, silent),
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

        await moveOrder(orders, 'order_1', { to: 'cancelled', by: 'boss', reason: 'customer asked' }, silent);
        expect(await stockOfBed()).toBe(5);
        const refused = await moveOrder(orders, 'order_1', { to: 'shipped', by: 'boss', reason: 'packed' }, silent);
        expect(refused?.refused).toBe('An order that is cancelled cannot be marked shipped.');
        const stored = await orders.get('order_1');
        expect(stored?.history.map(({ from, to, by }) => `${from}→${to} ${by}`)).toEqual([
          'pending→failed shopper',
          'failed→paid provider',
          'paid→cancelled boss',
        ]);
        expect(stored?.stock).toBe('released');
        expect(
          await moveOrder(orders, 'order_unknown', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
        ).toBeNull();
      });

      it('payment, failure and expiry racing on one order move the units once', async () => {
        const { docs } = current().storage;
        const orders = createOrdersRepository(docs);
        await docs.put('products', 'bed', fromProduct(product('bed', 5)));
        await reservedOrder('order_race');
        const results = await Promise.all([
          moveOrder(orders, 'order_race', { to: 'failed', by: 'shopper', reason: 'closed' }, silent),
          moveOrder(orders, 'order_race', { to: 'expired', by: 'system', reason: 'late' }, silent),
          moveOrder(orders, 'order_race', { to: 'failed', by: 'provider', reason: 'failed' }, silent),
        ]);
        // Failed may still become expired, but only the mover that ended the reservation returns the units.
        expect(results.filter((result) => (result?.release.length ?? 0) > 0)).toHaveLength(1);
        expect(await stockOfBed()).toBe(5);
      });

      it('a move and its units are one transaction: a failure part-way leaves the order and the stock as they were', async () => {
        const { docs } = current().storage;
        await docs.put('products', 'bed', fromProduct(product('bed', 5)));
        await reservedOrder('order_fault');
        expect(await stockOfBed()).toBe(3);
        // The store fails every write that touches a product (after the order's own write, if separate).
        const touchesProducts = (collections: string[]) => {
          if (collections.includes('products')) throw new Error('store unavailable');
        };
        const failing: DocumentStore = {
          ...docs,
          mutate: async (collection, id, change) => {
            touchesProducts([collection]);
            return docs.mutate(collection, id, change);
          },
          mutateAll: async (refs, change) =>
            docs.mutateAll(refs, (currents) => {
              const next = change(currents);
              touchesProducts(refs.map((ref) => ref.collection));
              return next;
            }),
        };
        await expect(
          moveOrder(
            createOrdersRepository(failing),
            'order_fault',
            { to: 'expired', by: 'system', reason: 'late' },
            silent,
          ),
        ).rejects.toThrow('store unavailable');
        const orders = createOrdersRepository(docs);
        expect(await orders.get('order_fault')).toMatchObject({ status: 'pending', stock: 'reserved' });
        expect(await stockOfBed()).toBe(3);
        // Tried again when the store is back: the move and its units go through once.
        await moveOrder(orders, 'order_fault', { to: 'expired', by: 'system', reason: 'late' }, silent);
        expect(await orders.get('order_fault')).toMatchObject({ status: 'expired', stock: 'released' });
        expect(await stockOfBed()).toBe(5);
      });
    });
  });
}
