/**
 * Contract of stock accounting on each adapter: stock + held = what the admin set and every hold is an
 * order's, through checkout, an admin recount, failure, a late payment and a cancel; and the migration
 * for products stored before it.
 */
import { createOrdersRepository } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import { moveOrder, type OrderLog } from '../../features/orders/stock-moves';
import { fromProduct, newProductDocument } from '../../features/products/productRecord';
import { createProductWriter } from '../../features/products/productsRepository';
import { checkStock } from '../../features/products/stock-check';
import { productStockAccount } from '../../migrations/product-stock-account';
import type { DocumentStore } from '../port';
import type { ContractContext } from './contract-context';
import { placeOne, product } from './contract-stock-support';

export function stockAccountingContract({ current }: ContractContext): void {
  describe('stock accounting: stock + held = what the admin set, and every hold is an order’s', () => {
    const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const accountOf = async (docs: DocumentStore, id: string) => {
      const data = await docs.get('products', id);
      return [data?.stock, data?.heldUnits, data?.stockTotal];
    };

    it('holds through checkout, an admin edit, failure, a late payment and a cancel; a change made behind its back is reported', async () => {
      const { docs } = current().storage;
      const writer = createProductWriter(docs);
      await writer.create(product('desk', 5));
      const orders = createOrdersRepository(docs);
      expect(await placeOne(docs, 'desk', 'o_desk')).toBe('reserved');
      expect(await accountOf(docs, 'desk')).toEqual([4, 1, 5]);
      // The admin counts the shelf again: 10 on it now, the order's unit still held.
      await writer.update('desk', (desk) => ({ ...desk, stock: 10 }));
      expect(await accountOf(docs, 'desk')).toEqual([10, 1, 11]);
      // An edit that leaves the stock alone leaves the total alone.
      await writer.update('desk', (desk) => ({ ...desk, productName: 'Writing desk' }));
      expect(await accountOf(docs, 'desk')).toEqual([10, 1, 11]);
      await moveOrder(orders, 'o_desk', { to: 'failed', by: 'shopper', reason: 'closed' }, silent);
      expect(await accountOf(docs, 'desk')).toEqual([11, 0, 11]);
      await settlePaidOrder(docs, orders, 'o_desk', 'pay_desk', { log: silent });
      expect(await accountOf(docs, 'desk')).toEqual([10, 1, 11]);
      expect(await checkStock(docs)).toMatchObject({ products: 1, orders: 1, unaccounted: [], differences: [] });
      await moveOrder(orders, 'o_desk', { to: 'cancelled', by: 'boss', reason: 'customer asked' }, silent);
      expect(await accountOf(docs, 'desk')).toEqual([11, 0, 11]);
      expect((await checkStock(docs)).differences).toEqual([]);

      // A unit put on the shelf by hand, and a hold no order has.
      await docs.mutate('products', 'desk', (stored) => (stored ? { ...stored, stock: 12 } : undefined));
      await docs.put('products', 'lamp', { ...newProductDocument(product('lamp', 3)), heldUnits: 1, stockTotal: 4 });
      expect((await checkStock(docs)).differences).toEqual([
        { productId: 'desk', problems: ['stock 12 + held 0 = 12, but the admin set 11 in all'] },
        { productId: 'lamp', problems: ['1 units are held on the product, but its orders hold 0'] },
      ]);
    });

    it('products stored before it get the units their orders hold from the migration', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'old', fromProduct(product('old', 5)));
      expect(await placeOne(docs, 'old', 'o_old')).toBe('reserved');
      expect(await checkStock(docs)).toMatchObject({ unaccounted: ['old'], differences: [] });
      const progress = { cursor: null, save: async () => undefined, stopped: () => false };
      expect(await productStockAccount.run(docs, progress)).toBe('done');
      expect(await accountOf(docs, 'old')).toEqual([4, 1, 5]);
      // Run again (a crash before its record): nothing changes.
      expect(await productStockAccount.run(docs, progress)).toBe('done');
      expect(await accountOf(docs, 'old')).toEqual([4, 1, 5]);
      expect(await checkStock(docs)).toMatchObject({ unaccounted: [], differences: [] });
    });
  });
}
