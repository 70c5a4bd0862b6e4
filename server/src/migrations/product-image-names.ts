/**
 * Products stored before they carried `imageNames` (the stored uploads they show, products/
 * productRecord.ts) get it, so the uploads sweep finds a product showing a file by index instead of
 * reading every product.
 */
import { uploadNamesIn } from '../features/uploads/upload-names';
import type { DocumentStore } from '../storage/port';
import { backfillEveryProduct } from './product-backfill';
import type { Migration } from './runner';

export const PRODUCT_IMAGE_NAMES_MIGRATION = '0007-product-image-names';

export const productImageNames: Migration = {
  id: PRODUCT_IMAGE_NAMES_MIGRATION,
  description: 'products get imageNames, the stored uploads they show (found by index by the uploads sweep)',
  run: (docs, progress) =>
    backfillEveryProduct(docs, progress, {
      lacks: (stored) => !Array.isArray(stored.imageNames),
      fill: (_id, stored) => ({
        ...stored,
        imageNames: uploadNamesIn([stored.imgUrl ?? null, stored.images ?? null, stored.variants ?? null]),
      }),
    }),
};

/**
 * Whether every product carries its imageNames: the migration is done, or there is no product yet
 * (every product written from now on carries them).
 */
export async function productImageNamesComplete(docs: Pick<DocumentStore, 'get' | 'count'>): Promise<boolean> {
  if ((await docs.get('migrations', PRODUCT_IMAGE_NAMES_MIGRATION))?.state === 'done') return true;
  return (await docs.count('products')) === 0;
}
