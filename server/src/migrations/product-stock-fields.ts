/**
 * Products written before stock and status existed read as active with 0 in stock
 * (products/productRecord.ts), but an indexed query (the admin's low-stock list) finds only
 * documents that hold the fields: each such product gets them written, as it reads. The products
 * are read a page at a time in id order; a product written meanwhile through the repository has them.
 */
import { fromProduct, toProduct } from '../features/products/productRecord';
import type { DocumentData } from '../storage/port';
import type { Migration } from './runner';

/** Products read per step (one saved cursor per page). */
export const PRODUCTS_PER_STEP = 200;

const lacksStockFields = (data: DocumentData): boolean =>
  typeof data.stock !== 'number' || (data.status !== 'active' && data.status !== 'archived');

export const productStockFields: Migration = {
  id: '0003-product-stock-fields',
  description: 'products from before stock and status get them as they read (0 units, active)',
  async run(docs, { cursor, save, stopped }) {
    let after = cursor ?? undefined;
    for (;;) {
      if (stopped()) return 'stopped';
      const page = await docs.scan('products', { after, limit: PRODUCTS_PER_STEP });
      if (page.length === 0) return 'done';
      for (const { id, data } of page) {
        if (!lacksStockFields(data)) continue;
        await docs.mutate('products', id, (stored) => {
          if (!stored || !lacksStockFields(stored)) return undefined;
          const { stock, status } = fromProduct(toProduct(id, stored));
          return { ...stored, stock: stock ?? 0, status: status ?? 'active' };
        });
      }
      after = page[page.length - 1]?.id;
      if (after !== undefined) await save(after);
    }
  },
};
