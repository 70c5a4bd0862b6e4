/**
 * Whether every order carries the current query fields (order-document.ts), from two counts
 * (Firestore counts without reading the orders). Orders from before them get them through a data
 * migration (migrations/order-query-fields.ts); until it is done, queries on those fields miss them.
 */
import type { DocumentStore } from '../../storage/port';
import { ORDER_QUERY_FIELDS_VERSION } from './order-document';

/** Whether every order carries the current query fields, so queries on them find every order. */
export async function orderQueryFieldsComplete(docs: Pick<DocumentStore, 'count'>): Promise<boolean> {
  const [all, current] = await Promise.all([
    docs.count('orders'),
    docs.count('orders', [['queryFieldsVersion', '==', ORDER_QUERY_FIELDS_VERSION]]),
  ]);
  return all === current;
}
