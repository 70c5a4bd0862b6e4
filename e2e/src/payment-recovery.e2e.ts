/**
 * No money lost between the popup and the server: the shopper pays in the sandbox
 * and the tab is gone before the browser could call verify. The sandbox's signed webhook (or, as a
 * backstop, the reconciler) settles the order on the server alone: it becomes paid, the cart loses
 * the bought line, and the confirmation mail goes out.
 */
import { ORDERS_API_PATHS, SAVED_LIST_PATHS, type MyOrdersResponse, type SavedCartResponse } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { newPage } from './support/browser';
import { fillBillingAndPay, sandboxDialog } from './support/checkout';
import { waitForMail } from './support/mail';
import {
  API_URL,
  apiGetAs,
  createVerifiedShopper,
  expectBadge,
  logInThroughUi,
  type Shopper,
} from './support/shoppers';
import { useSite } from './support/site';
import { STORE_NAME } from './support/stack';

const site = useSite();

/** Polls `check` every half second until it answers a value, for at most `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | null>, what: string, timeoutMs = 75_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const orderStatus = async (shopper: Shopper, orderId: string) =>
  (await apiGetAs<MyOrdersResponse>(shopper, ORDERS_API_PATHS.mine)).orders.find((order) => order.id === orderId)
    ?.status ?? null;

test('a closed tab after the sandbox’s Pay → the order becomes paid by itself', async () => {
  // Any product in stock: the journey buys one unit of the one with the most (other journeys buy too).
  const catalogue = (await (await fetch(`${API_URL}${PRODUCT_API_PATHS.products}?limit=100`)).json()) as ProductPage;
  const product = [...catalogue.products].sort((a, b) => b.stock - a.stock)[0];
  if (!product || product.stock < 1) throw new Error('no product in stock to buy');

  const shopper = await createVerifiedShopper('recovery-shopper', 'Kavya Menon');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);

  // The browser never reaches verify: the request dies with the tab.
  let verifyCalls = 0;
  await page.route('**/api/checkout/verify', (route) => {
    verifyCalls += 1;
    return route.abort();
  });
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/checkout/create-order') && response.ok(),
  );
  await fillBillingAndPay(page);
  const orderId = ((await (await created).json()) as { id: string }).id;

  const dialog = sandboxDialog(page);
  await dialog.waitFor();
  const paid = page.waitForResponse((response) => response.url().endsWith('/sandbox/pay'));
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await paid).ok()).toBe(true);
  await page.context().close();
  expect(verifyCalls).toBeLessThanOrEqual(1);

  // Nobody verified, yet the server settles it: paid, the cart emptied of the bought line, the mail sent.
  expect(
    await eventually(
      async () => ((await orderStatus(shopper, orderId)) === 'paid' ? 'paid' : null),
      'the order is paid',
    ),
  ).toBe('paid');
  expect((await apiGetAs<SavedCartResponse>(shopper, SAVED_LIST_PATHS.cart)).items).toEqual([]);
  expect(await waitForMail(`Your ${STORE_NAME} order ${orderId} is confirmed`)).toContain(`To: ${shopper.email}`);
});
