/**
 * Products stored before galleries existed read as their `imgUrl` alone (products/productRecord.ts);
 * each gets that written as its `images`, so every stored product holds its gallery.
 */
import { fromProduct, toProduct } from '../features/products/productRecord';
import { backfillEveryProduct } from './product-backfill';
import type { Migration } from './runner';

export const productImages: Migration = {
  id: '0005-product-images',
  description: 'products from before galleries get their picture as a gallery of one',
  run: (docs, progress) =>
    backfillEveryProduct(docs, progress, {
      lacks: (stored) => !Array.isArray(stored.images),
      fill: (id, stored) => {
        const { images } = fromProduct(toProduct(id, stored));
        return images === undefined ? undefined : { ...stored, images };
      },
    }),
};
