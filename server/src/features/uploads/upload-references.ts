/**
 * Which of the sweep's candidates (stored files older than the grace period) something still shows,
 * found with a few reads per candidate instead of reading every product and order:
 * 1. its uploads record (upload-claims.ts): once an order showed it, it is kept for good; otherwise
 *    each product that claimed it is read and keeps it while it still names it (claims that no
 *    longer hold are dropped from the record);
 * 2. the orders: one indexed query (`imageNames` array-contains); a hit marks the record `ordered`.
 *    Until every order carries `imageNames` (the query-fields migration), nothing unclaimed is removed;
 * 3. a candidate nothing claims is looked for in the products before it goes: one indexed query
 *    (`imageNames` array-contains), and a product showing it claims it (data from before the records,
 *    a product written by the seed or another path: never lost). Until every product carries
 *    `imageNames` (its migration), nothing unclaimed is removed.
 * Neither the products nor the orders are ever listed.
 */
import type { DocumentStore } from '../../storage/port';
import { editUploadRecord, claimUploads, toUploadRecord } from './upload-claims';
import { uploadNamesIn } from './upload-names';

export type ReferenceReads = Pick<DocumentStore, 'get' | 'mutate' | 'query'>;

export interface ReferenceOptions {
  /** Whether every order carries its `imageNames` (else an order could show a file unseen). */
  ordersIndexed: boolean;
  /** Whether every product carries its `imageNames` (else a product could show a file unseen). */
  productsIndexed: boolean;
}

const names = (data: Parameters<typeof uploadNamesIn>[0] | null): string[] => (data ? uploadNamesIn(data) : []);

/** Whether a product that claimed `name` still shows it; drops the claims that no longer hold. */
async function claimedByProduct(docs: ReferenceReads, name: string, productIds: readonly string[]): Promise<boolean> {
  const holding = await Promise.all(productIds.map(async (id) => names(await docs.get('products', id)).includes(name)));
  const stale = productIds.filter((_, i) => !holding[i]);
  if (stale.length > 0) {
    await editUploadRecord(docs, name, (record) => ({
      ...record,
      productIds: record.productIds.filter((id) => !stale.includes(id)),
    }));
  }
  return holding.includes(true);
}

async function shownByAnOrder(docs: ReferenceReads, name: string): Promise<boolean> {
  const found = await docs.query('orders', { where: [['imageNames', 'array-contains', name]], limit: 1 });
  if (found.length === 0) return false;
  await editUploadRecord(docs, name, (record) => (record.ordered ? null : { ...record, ordered: true }));
  return true;
}

/** Whether a product shows `name` though its record does not say so; that product then claims it. */
async function shownByAProduct(docs: ReferenceReads, name: string): Promise<boolean> {
  const found = await docs.query('products', { where: [['imageNames', 'array-contains', name]], limit: 10 });
  for (const { id } of found) await claimUploads(docs, id, [name]);
  return found.length > 0;
}

/** The candidates something still shows (the rest may be removed). */
export async function referencedUploads(
  docs: ReferenceReads,
  candidates: readonly string[],
  { ordersIndexed, productsIndexed }: ReferenceOptions,
): Promise<Set<string>> {
  const kept = new Set<string>();
  for (const name of candidates) {
    const record = toUploadRecord(await docs.get('uploads', name));
    if (record?.ordered || (record && (await claimedByProduct(docs, name, record.productIds)))) kept.add(name);
    else if (!ordersIndexed || (await shownByAnOrder(docs, name))) kept.add(name);
    else if (!productsIndexed || (await shownByAProduct(docs, name))) kept.add(name);
  }
  return kept;
}
