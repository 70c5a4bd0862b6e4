/**
 * Products stored before galleries existed read as their `imgUrl` alone (products/productRecord.ts);
 * each gets that written as its `images`, so every stored product holds its gallery. The products
 * are read a page at a time in id order; a product written meanwhile through the repository has it.
 */
import { fromProduct, toProduct } from '../features/products/productRecord';
import type { DocumentData } from '../storage/port';
import type { Migration } from './runner';

/** Products read per step (one saved cursor per page). */
export const PRODUCTS_PER_STEP = 200;

const lacksImages = (data: DocumentData): boolean => !Array.isArray(data.images);

export const productImages: Migration = {
  id: '0005-product-images',
  description: 'products from before galleries get their picture as a gallery of one',
  async run(docs, { cursor, save, stopped }) {
    let after = cursor ?? undefined;
    for (;;) {
      if (stopped()) return 'stopped';
      const page = await docs.scan('products', { after, limit: PRODUCTS_PER_STEP });
      if (page.length === 0) return 'done';
      for (const { id, data } of page) {
        if (!lacksImages(data)) continue;
        await docs.mutate('products', id, (stored) => {
          if (!stored || !lacksImages(stored)) return undefined;
          const { images } = fromProduct(toProduct(id, stored));
          return images === undefined ? undefined : { ...stored, images };
        });
      }
      after = page[page.length - 1]?.id;
      if (after !== undefined) await save(after);
    }
  },
};
