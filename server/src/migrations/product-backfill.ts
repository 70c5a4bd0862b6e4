/**
 * The walk the product migrations share: every product, a page at a time in id order, gets a field
 * it lacks written by one atomic change that checks again that it still lacks it (a product written
 * meanwhile through the repository has it already). The cursor is saved after each page, so a run
 * stopped or cut short goes on from there; a page done twice changes nothing more.
 */
import type { DocumentData, DocumentStore } from '../storage/port';
import type { MigrationProgress } from './runner';

/** Products read per step (one saved cursor per page). */
export const PRODUCTS_PER_STEP = 200;

export interface ProductBackfill {
  /** Whether a stored product still lacks the field. */
  lacks(stored: DocumentData): boolean;
  /** The product with the field written (from what is stored now), or undefined to leave it as it is. */
  fill(id: string, stored: DocumentData): DocumentData | undefined;
}

export async function backfillEveryProduct(
  docs: DocumentStore,
  { cursor, save, stopped }: MigrationProgress,
  { lacks, fill }: ProductBackfill,
  perStep = PRODUCTS_PER_STEP,
): Promise<'done' | 'stopped'> {
  let after = cursor ?? undefined;
  for (;;) {
    if (stopped()) return 'stopped';
    const page = await docs.scan('products', { after, limit: perStep });
    if (page.length === 0) return 'done';
    for (const { id, data } of page) {
      if (!lacks(data)) continue;
      await docs.mutate('products', id, (stored) => (stored && lacks(stored) ? fill(id, stored) : undefined));
    }
    after = page[page.length - 1]?.id;
    if (after !== undefined) await save(after);
  }
}
