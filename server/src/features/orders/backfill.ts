/**
 * Orders written before they carried their query fields (`productIds`, `searchKeys`, `imageNames`:
 * order-document.ts) get them once, at start-up: two counts tell whether any order lacks them
 * (Firestore counts without reading the orders), and only then are the orders read and the old ones
 * rewritten. Every write through the orders repository sets the fields too, so an order moved
 * meanwhile needs nothing.
 */
import type { DocumentStore } from '../../storage/port';
import { ORDER_QUERY_FIELDS_VERSION, withQueryFields } from './order-document';

/**
 * Answers how many orders it rewrote (0 on every start after the first). One write per old order
 * (about 1 ms each on SQLite: 50,000 took 49 s here); `stopped` ends it early when the app closes,
 * and the next start goes on.
 */
export async function backfillOrderQueryFields(
  docs: Pick<DocumentStore, 'count' | 'list' | 'mutate'>,
  stopped: () => boolean = () => false,
): Promise<number> {
  if (await orderQueryFieldsComplete(docs)) return 0;
  let rewritten = 0;
  for (const { id, data } of await docs.list('orders')) {
    if (stopped()) break;
    if (data.queryFieldsVersion === ORDER_QUERY_FIELDS_VERSION) continue;
    await docs.mutate('orders', id, (stored) =>
      stored && stored.queryFieldsVersion !== ORDER_QUERY_FIELDS_VERSION ? withQueryFields(id, stored) : undefined,
    );
    rewritten += 1;
  }
  return rewritten;
}

/** Whether every order carries the current query fields, so queries on them find every order. */
export async function orderQueryFieldsComplete(docs: Pick<DocumentStore, 'count'>): Promise<boolean> {
  const [all, current] = await Promise.all([
    docs.count('orders'),
    docs.count('orders', [['queryFieldsVersion', '==', ORDER_QUERY_FIELDS_VERSION]]),
  ]);
  return all === current;
}
