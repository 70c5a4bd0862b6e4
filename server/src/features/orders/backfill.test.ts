/** Orders stored before their query fields get them at start-up, once; new and moved orders carry them. */
import { openSqliteStorage } from '../../storage/sqlite';
import type { StoragePort } from '../../storage/port';
import { makeTempDir } from '../../test/temp-dir';
import { backfillOrderQueryFields, orderQueryFieldsComplete } from './backfill';
import { ORDER_QUERY_FIELDS_VERSION } from './order-document';
import { createOrdersRepository } from './repository';

const line = (id: string, quantity = 1) => ({
  id,
  productName: id,
  imgUrl: '',
  price: 100,
  quantity,
  totalPrice: 100 * quantity,
});

describe('the order query fields', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let storage: StoragePort;
  beforeEach(() => {
    temp = makeTempDir('order-backfill');
    storage = openSqliteStorage({ dataDir: temp.dir });
  });
  afterEach(async () => {
    await storage.close();
    temp.remove();
  });

  it('a new order carries the ids of its lines, each once, and keeps them through moves', async () => {
    const orders = createOrdersRepository(storage.docs);
    await orders.create({
      id: 'o1',
      uid: 'asha',
      items: [line('chair', 2), line('desk'), line('chair')],
      amount: 400,
      currency: 'INR',
      receipt: 'r',
      provider: 'sandbox',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(await storage.docs.get('orders', 'o1')).toMatchObject({
      productIds: ['chair', 'desk'],
      queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION,
    });
    await orders.move('o1', { to: 'paid', by: 'provider', reason: 'paid', paymentId: 'pay_1' });
    expect(await orders.hasPaidOrderWith('asha', 'desk')).toBe(true);
    expect(await orders.hasPaidOrderWith('ravi', 'desk')).toBe(false);
    expect(await orders.countWithProduct('chair')).toBe(1);
  });

  it('rewrites only orders from before the fields, once; the queries then find them', async () => {
    const { docs } = storage;
    const picture = `http://localhost:4000/uploads/${'a'.repeat(32)}.webp?v=2`;
    await docs.put('orders', 'old', {
      uid: 'asha',
      status: 'paid',
      createdAt: '2025-01-01T00:00:00.000Z',
      items: [line('bed'), { ...line('lamp'), imgUrl: picture }],
      billing: { name: 'Asha', email: 'Asha@Example.in' },
    });
    await docs.put('orders', 'odd', { uid: 'asha', status: 'paid', items: 'not a list' });
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
    const orders = createOrdersRepository(docs);
    expect(await orders.countWithProduct('bed')).toBe(1);

    expect(await backfillOrderQueryFields(docs)).toBe(2);
    expect(await docs.get('orders', 'old')).toMatchObject({
      status: 'paid',
      productIds: ['bed', 'lamp'],
      imageNames: [`${'a'.repeat(32)}.webp`],
      queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION,
    });
    expect(await docs.get('orders', 'odd')).toMatchObject({ items: 'not a list', productIds: [], imageNames: [] });
    expect(await orders.countWithProduct('bed')).toBe(2);
    expect(await orders.hasPaidOrderWith('asha', 'lamp')).toBe(true);
    // The admin's search finds the old order by the end of its number and the start of its e-mail.
    expect((await orders.search('paid', 'old', { limit: 5, offset: 0 })).orders.map(({ id }) => id)).toEqual(['old']);
    expect((await orders.search(undefined, 'asha@ex', { limit: 5, offset: 0 })).total).toBe(1);
    expect(await orderQueryFieldsComplete(docs)).toBe(true);
    // An unpaid order from before provider checks were scheduled is due for one at once.
    await docs.put('orders', 'unpaid', {
      uid: 'asha',
      status: 'expired',
      createdAt: '2026-11-01T00:00:00.000Z',
      items: [line('bed')],
      queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION - 1,
    });
    expect(await backfillOrderQueryFields(docs)).toBe(1);
    const due = await orders.dueForCheck(new Date('2026-11-01T00:00:01.000Z'), 5);
    expect(due.map(({ id }) => id).sort()).toEqual(['new', 'unpaid']);
    // Later starts find nothing to do, from the counts alone.
    const listed: string[] = [];
    const counting = {
      ...docs,
      list: async (name: Parameters<typeof docs.list>[0]) => (listed.push(name), docs.list(name)),
    };
    expect(await backfillOrderQueryFields(counting)).toBe(0);
    expect(listed).toEqual([]);
  });

  it('stops early when the app closes, and the next start goes on', async () => {
    const { docs } = storage;
    for (const id of ['a', 'b', 'c'])
      await docs.put('orders', id, { uid: 'asha', status: 'paid', items: [line('bed')] });
    let writes = 0;
    const oneWrite = {
      ...docs,
      mutate: ((...args: Parameters<typeof docs.mutate>) => (
        (writes += 1),
        docs.mutate(...args)
      )) satisfies typeof docs.mutate,
    };
    expect(await backfillOrderQueryFields(oneWrite, () => writes >= 1)).toBe(1);
    expect(await orderQueryFieldsComplete(docs)).toBe(false);
    expect(await backfillOrderQueryFields(docs)).toBe(2);
    expect(await createOrdersRepository(docs).countWithProduct('bed')).toBe(3);
  });
});
