/** New and moved orders carry their query fields; two counts tell whether every order does (older ones: migrations/). */
import { openSqliteStorage } from '../../storage/sqlite';
import type { StoragePort } from '../../storage/port';
import { makeTempDir } from '../../test/temp-dir';
import { orderQueryFieldsComplete } from './backfill';
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

  it('every order carries the current fields, or not: two counts tell', async () => {
    const { docs } = storage;
    expect(await orderQueryFieldsComplete(docs)).toBe(true);
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
    expect(await orderQueryFieldsComplete(docs)).toBe(true);
    await docs.put('orders', 'old', { uid: 'asha', status: 'paid', items: [line('bed')] });
    expect(await orderQueryFieldsComplete(docs)).toBe(false);
  });
});
