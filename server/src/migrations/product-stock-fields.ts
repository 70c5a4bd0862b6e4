/**
 * Products written before stock and status existed read as active with 0 in stock
 * (products/productRecord.ts), but an indexed query (the admin's low-stock list) finds only
 * documents that hold the fields: each such product gets them written, as it reads.
 */
import { fromProduct, toProduct } from '../features/products/productRecord';
import { backfillEveryProduct } from './product-backfill';
import type { Migration } from './runner';

export const productStockFields: Migration = {
  id: '0003-product-stock-fields',
  description: 'products from before stock and status get them as they read (0 units, active)',
  run: (docs, progress) =>
    backfillEveryProduct(docs, progress, {
      lacks: (stored) =>
        typeof stored.stock !== 'number' || (stored.status !== 'active' && stored.status !== 'archived'),
      fill: (id, stored) => {
        const { stock, status } = fromProduct(toProduct(id, stored));
        return { ...stored, stock: stock ?? 0, status: status ?? 'active' };
      },
    }),
};
