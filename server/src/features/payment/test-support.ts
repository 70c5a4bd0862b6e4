/** Helpers for the payment tests: an app on either storage adapter, signed webhooks, waiting for an order. */
import { toPaise, type Product } from 'shared-contracts';
import type { StorageHarness, StorageUnderTest } from '../../storage/testing/contract-context';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { createProductWriter } from '../products/productsRepository';
import { seedArtBaseUrl } from '../products/seed/seedArt';
import { seedProducts } from '../products/seed/seedCatalogue';
import { createOrdersRepository, type OrderRecord } from '../orders/repository';
import { createOrder, saveCart } from '../checkout/test-support';
import type { ProviderPayment } from './provider-payment';
import { paidEvent, signWebhook, type PaidEventName } from './webhook-event';
import { WEBHOOK_PATH } from './webhook-routes';

export interface PaymentShop {
  fixture: AppFixture;
  dataDir: string;
  order(id: string): Promise<OrderRecord>;
  close(): Promise<void>;
}

/**
 * Writes the seed's own record of each of `products` (its stock included) and nothing else: a test
 * on the Firestore emulator spends about half a second per product written.
 */
async function seedOnly(fixture: AppFixture, products: readonly Product[]): Promise<void> {
  const wanted = new Set(products.map((product) => product.id));
  const writer = createProductWriter(fixture.storage.docs);
  const seeds = seedProducts(seedArtBaseUrl('http://localhost:4000/uploads/'), new Date().toISOString()).filter(
    (product) => wanted.has(product.id),
  );
  if (seeds.length !== wanted.size) throw new Error(`not every product is a built-in one: ${[...wanted].join(', ')}`);
  for (const product of seeds) await writer.create(product);
}

/** A shop on `harness`'s storage selling `products` (built-in ones, as seeded), with `env` added to the app's settings. */
export async function paymentShop(
  harness: StorageHarness,
  env: Record<string, string>,
  products: readonly Product[],
): Promise<PaymentShop> {
  const underTest: StorageUnderTest = await harness.open();
  const temp = makeTempDir('payment-shop');
  const fixture = makeApp({
    storage: underTest.storage,
    env: { DATA_DIR: temp.dir, ADMIN_EMAIL: 'owner@shop.test', ...env },
  });
  await seedOnly(fixture, products);
  const orders = createOrdersRepository(underTest.storage.docs);
  return {
    fixture,
    dataDir: temp.dir,
    order: async (id) => {
      const found = await orders.get(id);
      if (!found) throw new Error(`no order ${id}`);
      return found;
    },
    close: async () => {
      await fixture.close();
      await underTest.dispose();
      temp.remove();
    },
  };
}

/** A captured payment of the order's whole amount, as the provider would report it; `change` alters it. */
export function capturedPayment(order: OrderRecord, change: Partial<ProviderPayment> = {}): ProviderPayment {
  return {
    id: 'pay_test1',
    orderId: order.id,
    amountPaise: toPaise(order.amount),
    currency: 'INR',
    status: 'captured',
    createdAt: 1_700_000_000,
    ...change,
  };
}

/** POSTs the provider's signed `name` event for `payment` to the webhook route; `eventId` replaces the random one. */
export function sendPaidWebhook(
  fixture: AppFixture,
  secret: string,
  name: PaidEventName,
  order: OrderRecord,
  payment: ProviderPayment,
  eventId?: string,
) {
  const eventOrder = {
    id: order.id,
    amountPaise: toPaise(order.amount),
    currency: 'INR',
    receipt: order.receipt,
    createdAt: 1_700_000_000,
  };
  const { body, headers } = signWebhook(paidEvent(name, payment, eventOrder, new Date()), secret);
  return fixture.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: eventId ? { ...headers, 'x-razorpay-event-id': eventId } : headers,
    payload: body,
  });
}

/**
 * Polls until `check` holds (an order moved by a timer), or fails after `timeoutMs`; `everyMs`
 * apart, longer for a check that reads much (a whole store each time).
 */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
    // Test tooling: what it waits for moves on the app's own timers (a sweep, a webhook), not on this.
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Per test: a shop on `makeHarness`'s storage, opened by the test with its own settings and
 * products, and closed after it.
 */
export function paymentShopPerTest(
  makeHarness: () => StorageHarness,
): (env: Record<string, string>, products: readonly Product[]) => Promise<PaymentShop> {
  const harness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });
  let shop: PaymentShop | null = null;
  afterEach(async () => {
    await shop?.close();
    shop = null;
  });
  return async (env, products) => {
    shop = await paymentShop(harness, env, products);
    return shop;
  };
}

/** As a setting's value in milliseconds: long enough that nothing but a test's own step settles an order. */
export const NEVER_MS = '3600000';

/** Only the provider's signed webhooks settle orders: no sandbox delivery, no reconciler. */
export const webhooksOnly = (secret: string): Record<string, string> => ({
  RAZORPAY_WEBHOOK_SECRET: secret,
  PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: NEVER_MS,
  PAYMENT_RECONCILE_MS: NEVER_MS,
});

/** A pending order for one `product`, bought by asha from her saved cart. */
export async function pendingOrderOf(fixture: AppFixture, product: Product): Promise<string> {
  await saveCart(fixture, 'asha', [{ product, quantity: 1 }]);
  return createOrder(fixture, 'asha', product.price);
}
