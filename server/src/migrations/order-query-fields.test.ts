/** Orders stored before their query fields get them from a migration, once, on both adapters; the queries then find them. */
import type { DocumentStore } from '../storage/port';
import { ADAPTERS, storeForEachTest } from '../storage/testing/harnesses';
import { orderQueryFieldsComplete } from '../features/orders/backfill';
import { ORDER_QUERY_FIELDS_VERSION } from '../features/orders/order-document';
import { createOrdersRepository } from '../features/orders/repository';
import { orderProviderChecks, orderQueryFields } from './order-query-fields';
import { runMigrations, type MigrationLog } from './runner';

const silent: MigrationLog = { info: () => undefined, error: () => undefined };
const line = (id: string, quantity = 1) => ({
  id,
  productName: id,
  imgUrl: '',
  price: 100,
  quantity,
  totalPrice: 100 * quantity,
});

describe.each(ADAPTERS)('the order query fields migration on %s', (_kind, makeHarness) => {
  const store = storeForEachTest(makeHarness);
  let docs: DocumentStore;
  beforeEach(async () => {
    docs = store().storage.docs;
  });

  it('rewrites only orders from before the fields, once; the queries then find them', async () => {
    const picture = `http://localhost:4000/uploads/${'a'.repeat(32)}.webp?v=2`;
    await docs.put('orders', 'old', {
      uid: 'asha',
      status: 'paid',
      createdAt: '2025-01-01T00:00:00.000Z',
      items: [line('bed'), { ...line('lamp'), imgUrl: picture }],
      billing: { name: 'Asha', email: 'Asha@Example.in' },
    });
    await docs.put('orders', 'odd', { uid: 'asha', status: 'paid', items: 'not a list' });
    const orders = createOrdersRepository(docs);
    await orders.create({
      id: 'new',
      uid: 'asha',
      items: [line('bed')],
      amount: 100,
      currency: 'INR',
      receipt: 'r',
      provider: 'sandbox',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const newBefore = await docs.get('orders', 'new');
    expect(await orders.countWithProduct('bed')).toBe(1);

    expect(await runMigrations(docs, [orderQueryFields], { log: silent })).toEqual({ [orderQueryFields.id]: 'done' });
    expect(await docs.get('orders', 'old')).toMatchObject({
      status: 'paid',
      productIds: ['bed', 'lamp'],
      imageNames: [`${'a'.repeat(32)}.webp`],
      queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION,
    });
    expect(await docs.get('orders', 'odd')).toMatchObject({ items: 'not a list', productIds: [], imageNames: [] });
    expect(await docs.get('orders', 'new')).toEqual(newBefore);
    expect(await orders.countWithProduct('bed')).toBe(2);
    expect(await orders.hasPaidOrderWith('asha', 'lamp')).toBe(true);
    // The admin's search finds the old order by the end of its number and the start of its e-mail.
    expect((await orders.search('paid', 'old', { limit: 5, offset: 0 })).orders.map(({ id }) => id)).toEqual(['old']);
    expect((await orders.search(undefined, 'asha@ex', { limit: 5, offset: 0 })).total).toBe(1);
    expect(await orderQueryFieldsComplete(docs)).toBe(true);
    expect(await runMigrations(docs, [orderQueryFields], { log: silent })).toEqual({
      [orderQueryFields.id]: 'already done',
    });
  });

  it('an unpaid order from before provider checks were scheduled is due for one at once', async () => {
    await docs.put('orders', 'unpaid', {
      uid: 'asha',
      status: 'pending',
      createdAt: '2026-11-01T00:00:00.000Z',
      items: [line('bed')],
      queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION - 1,
    });
    const orders = createOrdersRepository(docs);
    expect(await orders.dueForCheck(new Date('2026-11-01T00:00:01.000Z'), 5)).toEqual([]);
    expect(await runMigrations(docs, [orderQueryFields, orderProviderChecks], { log: silent })).toEqual({
      [orderQueryFields.id]: 'done',
      [orderProviderChecks.id]: 'done',
    });
    const due = await orders.dueForCheck(new Date('2026-11-01T00:00:01.000Z'), 5);
    expect(due.map(({ id }) => id)).toEqual(['unpaid']);
  });

  it('a store whose orders all carry the fields is done from two counts, without reading the orders', async () => {
    await createOrdersRepository(docs).create({
      id: 'new',
      uid: 'asha',
      items: [line('bed')],
      amount: 100,
      currency: 'INR',
      receipt: 'r',
      provider: 'sandbox',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const scanned: string[] = [];
    const counting: DocumentStore = {
      ...docs,
      scan: async (collection, page) => (scanned.push(collection), docs.scan(collection, page)),
    };
    expect(await runMigrations(counting, [orderQueryFields], { log: silent })).toEqual({
      [orderQueryFields.id]: 'done',
    });
    expect(scanned).toEqual([]);
  });
});
