/** The admin's sales figures: GET /api/admin/sales (revenue, orders waiting to ship, low stock) and the low-stock pages. */
import {
  ADMIN_ORDERS_API_PATHS,
  adminLowStockPath,
  type AdminLowStockResponse,
  type AdminSalesResponse,
} from 'shared-contracts';
import { builtIn, setStock } from '../checkout/test-support';
import { adminAction, adminGet, adminShop, type AdminShop, paidOrder } from './test-support';

const chair = builtIn('01');
const stool = builtIn('02');

describe('admin sales figures', () => {
  let shop: AdminShop;
  beforeEach(async () => {
    shop = await adminShop();
  });
  afterEach(() => shop.close());

  it("sums today's sales, counts orders waiting to ship and lists low-stock products", async () => {
    await paidOrder(shop.fixture, 'asha', chair, 2);
    const shipped = await paidOrder(shop.fixture, 'asha', stool);
    await adminAction(shop.fixture, shipped, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    // Paid two months ago and still not shipped: waiting, but outside the 30 days' revenue.
    const longAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    await shop.fixture.storage.docs.put('orders', 'order_old_paid', {
      uid: 'ravi',
      status: 'paid',
      amount: 999,
      items: [],
      createdAt: longAgo,
      paidAt: longAgo,
    });
    await setStock(shop.fixture, builtIn('03').id, 3);
    await setStock(shop.fixture, builtIn('04').id, 0);
    await setStock(shop.fixture, builtIn('05').id, 2);
    await shop.fixture.storage.docs.mutate('products', builtIn('05').id, (doc) =>
      doc ? { ...doc, status: 'archived' } : undefined,
    );

    const response = await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.sales);
    expect(response.statusCode).toBe(200);
    const sales = response.json<AdminSalesResponse>();
    const revenue = chair.price * 2 + stool.price;
    expect(sales.today).toEqual({ revenue, paidOrders: 2 });
    expect(sales.last30Days).toEqual({ revenue, paidOrders: 2 });
    expect(sales.daily).toHaveLength(30);
    expect(sales.waitingToShip).toBe(2);
    const low = sales.lowStock.map((product) => product.id);
    expect(low).toEqual(expect.arrayContaining([builtIn('03').id, builtIn('04').id]));
    expect(low).not.toContain(builtIn('05').id);
    expect(sales.lowStock.every((product) => product.stock <= 5)).toBe(true);
    expect(sales.lowStock.map((product) => product.stock)).toEqual(
      [...sales.lowStock.map((product) => product.stock)].sort((a, b) => a - b),
    );
    expect((await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.sales, 'asha')).statusCode).toBe(403);
  });

  it('GET /api/admin/low-stock pages after the next the sales figures (or the page before) answered', async () => {
    const ids = ['03', '04', '05', '06'].map((n) => builtIn(n).id);
    for (const id of ids) await setStock(shop.fixture, id, 0);
    const sales = (await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.sales)).json<AdminSalesResponse>();
    const all: string[] = sales.lowStock.map(({ id }) => id);
    let next = sales.lowStockNext;
    for (let page = 0; next !== null && page < 100; page += 1) {
      const response = await adminGet(shop.fixture, adminLowStockPath({ after: next, limit: 2 }));
      expect(response.statusCode).toBe(200);
      const body = response.json<AdminLowStockResponse>();
      expect(body.products.length).toBeLessThanOrEqual(2);
      all.push(...body.products.map(({ id }) => id));
      next = body.next;
    }
    expect(all).toEqual(expect.arrayContaining(ids));
    expect(new Set(all).size).toBe(all.length);
    const first = (await adminGet(shop.fixture, adminLowStockPath({ limit: 2 }))).json<AdminLowStockResponse>();
    expect(first.products).toHaveLength(2);
    const [a, b] = first.products;
    expect(first.next).toBe(`${b?.stock}:${b?.id}`);
    const second = (
      await adminGet(shop.fixture, adminLowStockPath({ after: first.next ?? '', limit: 2 }))
    ).json<AdminLowStockResponse>();
    expect(second.products.map(({ id }) => id)).not.toContain(a?.id);
    expect(second.products.map(({ id }) => id)).not.toContain(b?.id);
    expect((await adminGet(shop.fixture, adminLowStockPath(), 'asha')).statusCode).toBe(403);
  });

  it.each([
    ['a limit of 0', '?limit=0'],
    ['a limit above the largest page', '?limit=101'],
    ['a cursor that is not one', '?after=p_desk'],
    ['an empty cursor', '?after='],
    ['an unknown parameter', '?offset=5'],
  ])('GET /api/admin/low-stock refuses %s with 400', async (_what, search) => {
    const response = await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.lowStock}${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});
