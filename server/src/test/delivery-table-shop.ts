/**
 * A shop on one storage adapter whose admin has saved a delivery table, for tests of checkout and
 * orders against the table: the admin ADMIN, the shopper asha and the products given. Called inside
 * a `describe.each(ADAPTERS)`, it opens a fresh shop before each test and closes it after; the
 * function it returns answers the open one.
 */
import type { Product } from 'shared-contracts';
import { DELIVERY_API_PATHS, type DeliveryTable } from 'shared-contracts/delivery';
import { ADMIN, addAdminAndShopper } from '../features/admin-orders/test-support';
import { as } from '../features/checkout/test-support';
import { paymentShop, type PaymentShop } from '../features/payment/test-support';
import type { StorageHarness } from '../storage/testing/contract-context';

export function shopWithDeliveryTable(
  makeHarness: () => StorageHarness,
  table: DeliveryTable,
  products: readonly Product[],
): () => PaymentShop {
  const harness = makeHarness();
  let shop: PaymentShop | null = null;
  beforeAll(async () => {
    await harness.setUp?.();
  });
  beforeEach(async () => {
    shop = await paymentShop(harness, {}, products);
    await addAdminAndShopper(shop.fixture);
    const saved = await shop.fixture.app.inject({
      method: 'PUT',
      url: DELIVERY_API_PATHS.table,
      headers: as(ADMIN),
      payload: table,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterEach(async () => {
    await shop?.close();
    shop = null;
  });
  return () => {
    if (!shop) throw new Error('The shop is open only while a test runs.');
    return shop;
  };
}
