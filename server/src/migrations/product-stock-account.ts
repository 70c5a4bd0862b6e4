/**
 * Products stored before stock accounting get `heldUnits` (what their orders hold) and
 * `stockTotal` (stock + held), so `npm run check:stock` can verify them. The orders are read once
 * (again after a restart: reading is safe to repeat), then the products a page at a time; a product
 * that has the fields (written since) is left alone. An order placed between the orders' reading
 * and its product's write is not counted: `npm run check:stock` reports such a product, and the
 * README says to run it after this migration.
 */
import { unitsHeldByOrders } from '../features/products/stock-check';
import { stockAccountOf } from '../features/products/productRecord';
import { backfillEveryProduct } from './product-backfill';
import type { Migration } from './runner';

export const productStockAccount: Migration = {
  id: '0004-product-stock-account',
  description: 'products from before stock accounting get the units their orders hold and their total',
  async run(docs, progress) {
    const { held } = await unitsHeldByOrders(docs);
    return backfillEveryProduct(docs, progress, {
      lacks: (stored) => !stockAccountOf(stored),
      fill: (id, stored) => {
        const stock = typeof stored.stock === 'number' ? stored.stock : 0;
        const heldUnits = held.get(id) ?? 0;
        return { ...stored, heldUnits, stockTotal: stock + heldUnits };
      },
    });
  },
};
