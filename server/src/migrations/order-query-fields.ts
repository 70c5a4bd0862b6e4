/**
 * Orders written before they carried their query fields (`productIds`, `searchKeys`, `imageNames`:
 * orders/order-document.ts) get them: the orders are read a page at a time in id order and only the
 * old ones rewritten. Every write through the orders repository sets the fields too, so an order
 * moved meanwhile needs nothing. A store whose orders all carry them (two counts say so, without
 * reading the orders) is done at once.
 */
import { orderQueryFieldsComplete } from '../features/orders/backfill';
import { ORDER_QUERY_FIELDS_VERSION, withQueryFields } from '../features/orders/order-document';
import type { Migration } from './runner';

/** Orders read per step (one saved cursor per page). */
export const ORDERS_PER_STEP = 200;

/** Rewrites every order not at the code's ORDER_QUERY_FIELDS_VERSION, a page per step. */
const rewriteOlderOrders: Migration['run'] = async (docs, { cursor, save, stopped }) => {
  if (cursor === null && (await orderQueryFieldsComplete(docs))) return 'done';
  let after = cursor ?? undefined;
  for (;;) {
    if (stopped()) return 'stopped';
    const page = await docs.scan('orders', { after, limit: ORDERS_PER_STEP });
    if (page.length === 0) return 'done';
    for (const { id, data } of page) {
      if (data.queryFieldsVersion === ORDER_QUERY_FIELDS_VERSION) continue;
      await docs.mutate('orders', id, (stored) =>
        stored && stored.queryFieldsVersion !== ORDER_QUERY_FIELDS_VERSION ? withQueryFields(id, stored) : undefined,
      );
    }
    after = page[page.length - 1]?.id;
    if (after !== undefined) await save(after);
  }
};

// Each version of the fields is a migration of its own; each writes whichever version the code has,
// which a later one then finds in place (a fresh store runs the first and finds the second done).
export const orderQueryFields: Migration = {
  id: '0001-order-query-fields-2',
  description: 'orders from before their query fields get productIds, searchKeys and imageNames',
  run: rewriteOlderOrders,
};

export const orderProviderChecks: Migration = {
  id: '0002-order-query-fields-3',
  description: 'orders get nextCheckAt, when the payment provider is next asked about an unpaid one',
  run: rewriteOlderOrders,
};
