/**
 * Checkout in the composed site with the local payment sandbox: a signed-in shopper with a saved
 * cart fills the billing form, pays in the sandbox dialog, sees the confirmation with the order id,
 * and the cart is empty; a failed sandbox payment keeps the cart.
 */
import { formatRupees, type Product, type SavedCartResponse } from 'shared-contracts';
// The seed the server writes on first start: the products every journey's fresh store holds.
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';
import { newPage } from './support/browser';
import { fillBillingAndPay, sandboxDialog } from './support/checkout';
import {
  API_URL,
  apiGetAs,
  createVerifiedShopper,
  expectBadge,
  logInThroughUi,
  type Shopper,
} from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

const [chair, sofa] = SEED_PRODUCTS;
if (!chair || !sofa) throw new Error('The built-in catalogue has fewer than two products');

/** Saves the shopper's cart on the server before they log in, so the runtime loads it at sign-in. */
async function saveCart(shopper: Shopper, lines: Array<{ product: Product; quantity: number }>): Promise<void> {
  const items = lines.map(({ product, quantity }) => ({
    id: product.id,
    productName: product.productName,
    imgUrl: product.imgUrl,
    price: product.price,
    quantity,
  }));
  const response = await fetch(`${API_URL}/api/carts/me`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await shopper.idToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  if (!response.ok) throw new Error(`PUT /api/carts/me answered ${response.status}: ${await response.text()}`);
}

test('a signed-in shopper pays in the sandbox: confirmation with the order id, lines and amount; the cart is empty', async () => {
  const shopper = await createVerifiedShopper('payer', 'Asha Verma');
  await saveCart(shopper, [
    { product: chair, quantity: 2 },
    { product: sofa, quantity: 1 },
  ]);
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await expectBadge(page, 'cart-count', 3);

  await fillBillingAndPay(page);
  const dialog = sandboxDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL('**/order/**');
  const orderId = decodeURIComponent(page.url().split('/order/')[1] ?? '');
  expect(orderId).toMatch(/^order_/);
  await page.getByTestId('order-confirmation').waitFor();
  await expect(page.getByTestId('order-id').textContent()).resolves.toBe(orderId);
  await expect(page.getByTestId('order-amount').textContent()).resolves.toBe(
    formatRupees(2 * chair.price + sofa.price),
  );
  await page.getByRole('list', { name: 'Items in this order' }).getByText(`${chair.productName} × 2`).waitFor();
  await expectBadge(page, 'cart-count', 0);
  await expect(apiGetAs<SavedCartResponse>(shopper, '/api/carts/me').then((cart) => cart.items)).resolves.toEqual([]);
  await page.context().close();
});

test('a failed sandbox payment keeps the cart and says so', async () => {
  const shopper = await createVerifiedShopper('failer', 'Bilal Khan');
  await saveCart(shopper, [{ product: chair, quantity: 1 }]);
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await expectBadge(page, 'cart-count', 1);

  await fillBillingAndPay(page);
  const dialog = sandboxDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Fail' }).click();

  await page.getByText("Payment didn't go through. Your cart is kept, so you can try again.").first().waitFor();
  expect(page.url()).toMatch(/\/checkout$/);
  await expectBadge(page, 'cart-count', 1);
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  await expect(apiGetAs<SavedCartResponse>(shopper, '/api/carts/me').then((cart) => cart.items.length)).resolves.toBe(
    1,
  );
  await page.context().close();
});
