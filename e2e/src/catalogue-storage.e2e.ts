/**
 * The catalogue in storage, end to end: the admin changes a price and an open product
 * page shows it within 2 s and checkout charges it; the admin cannot delete an ordered product,
 * archives it instead, and it leaves the shop while the past order still shows it; a product at 0
 * stock cannot be added or bought; a visitor's review waits for the admin's approval, then is seen
 * from a second browser.
 */
import type { Page } from 'playwright-core';
import { CHECKOUT_API_PATHS, formatRupees, productPath, type SavedCartResponse } from 'shared-contracts';
import { createAdmin } from './support/admin';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin, approveHeldReview, makeAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox } from './support/checkout';
import { API_URL, apiGetAs, createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

const LIVE_MS = 2000;

/** Dashboard → Products → search → the product's edit page. */
async function openEditPage(page: Page, productName: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.waitForURL('**/dashboard/products**');
  await page.getByLabel('Search products').fill(productName);
  await page.getByRole('link', { name: productName }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit product' }).waitFor();
  await page.getByLabel('Product name').waitFor();
}

const uniqueName = (base: string): string => `${base} ${Date.now().toString(36)}`;

test('price change, live and charged; an ordered product cannot be deleted, is archived instead, leaves the shop and stays in the order', async () => {
  const admin = await createAdmin('catalogue-admin', 'Priya Admin');
  const productName = uniqueName('Mango Wood Bench');
  const product = await addProductAsAdmin(admin.idToken, {
    productName,
    shortDesc: 'A low bench in mango wood.',
    description: 'Solid mango wood, oiled by hand.',
    category: 'Bench',
    price: 9000,
    stock: 4,
  });

  // A shopper has the product open.
  const shopper = await createVerifiedShopper('price-watcher', 'Ravi Shah');
  const { page, consoleErrors } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(productPath(product.id));
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: productName }).waitFor();
  await main.getByText(formatRupees(9000)).first().waitFor();
  await main.getByText('Only 4 left').first().waitFor(); // the product's own note comes before related products
  // "Live" is a promise of the page React runs: the server's HTML shows before it hydrates.
  await waitForPageSettled(page);

  // The admin lowers the price on the edit page.
  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await openEditPage(adminPage, productName);
  await adminPage.getByLabel('Price (₹)', { exact: true }).fill('8250');
  const saved = adminPage.waitForResponse(
    (r) => r.url() === `${API_URL}/api/products/${product.id}` && r.request().method() === 'PATCH',
  );
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await adminPage.getByText('Product saved.').first().waitFor();

  // The open page shows the new price within 2 s, without a reload.
  await main.getByText(formatRupees(8250)).first().waitFor({ timeout: LIVE_MS });
  expect(await main.getByText(formatRupees(9000)).count()).toBe(0);

  // Checkout charges it.
  await main.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await fillBillingAndPay(page);
  const orderId = await payInSandbox(page);
  await expect(page.getByTestId('order-amount').textContent()).resolves.toBe(formatRupees(8250));

  // The product is in an order: delete is refused with the reason, and archiving is offered.
  await adminPage.getByRole('button', { name: 'Delete product' }).click();
  await adminPage.getByRole('button', { name: 'Delete for good' }).click();
  await adminPage.getByRole('alert').filter({ hasText: /order/i }).waitFor();
  const watcher = await newPage(site.browser);
  await watcher.page.goto(productPath(product.id));
  await watcher.page.getByRole('main').getByRole('heading', { level: 1, name: productName }).waitFor();
  await waitForPageSettled(watcher.page);
  await adminPage.getByRole('button', { name: 'Archive instead' }).click();
  await adminPage.getByTestId('product-status').getByText('Archived').waitFor();

  // Gone from the shop: the open page says so within 2 s, and a search no longer finds it.
  await watcher.page
    .getByRole('heading', { name: 'This product is no longer available.' })
    .waitFor({ timeout: LIVE_MS });
  await watcher.page.goto(`/shop?q=${encodeURIComponent(productName)}`);
  await watcher.page.getByText('No Products Found!').waitFor();
  await watcher.page.goto(productPath(product.id));
  await watcher.page.getByRole('heading', { name: 'This product is no longer available.' }).waitFor();

  // The past order still shows it.
  await page.goto(`/order/${encodeURIComponent(orderId)}`);
  await page.getByRole('list', { name: 'Items in this order' }).getByText(`${productName} × 1`).waitFor();
  // Paying took the ordered units out of the saved cart on the server; the page's own save of the
  // same emptied cart is no conflict (the server answers it as stored), so nothing was logged.
  expect(consoleErrors).toEqual([]);
  await Promise.all([page.context().close(), adminPage.context().close(), watcher.page.context().close()]);
});

test('a product at 0 stock cannot be added to the cart or bought', async () => {
  const admin = await createAdmin('stock-admin', 'Sunil Admin');
  const productName = uniqueName('Teak Cupboard');
  const product = await addProductAsAdmin(admin.idToken, {
    productName,
    shortDesc: 'A single-door cupboard.',
    description: 'Teak, with one shelf.',
    category: 'Single Door Cupboard',
    price: 21000,
    stock: 0,
  });

  const { page } = await newPage(site.browser);
  await page.goto(productPath(product.id));
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: productName }).waitFor();
  await main.getByText('Out of stock').first().waitFor();
  // The product's own button (related products follow it), disabled and saying why.
  const addToCart = main.getByRole('button', { name: 'Add to Cart' }).first();
  await expect(addToCart.isDisabled()).resolves.toBe(true);
  await expect(
    addToCart.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()),
  ).resolves.toBe('Out of stock');

  // A cart that holds it anyway (saved from elsewhere) is refused at the server, naming it.
  const shopper = await createVerifiedShopper('sold-out', 'Meena Iyer');
  const token = await shopper.idToken();
  const line = { id: product.id, productName, imgUrl: product.imgUrl, price: product.price, quantity: 1 };
  const put = await fetch(`${API_URL}/api/carts/me`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [line] }),
  });
  expect(put.ok).toBe(true);
  const order = await fetch(`${API_URL}${CHECKOUT_API_PATHS.createOrder}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: product.price,
      billing: {
        name: 'Meena Iyer',
        email: 'meena@example.in',
        phone: '09876543210',
        address: '4 Lake Road',
        city: 'Chennai',
        postalCode: '600001',
        country: 'India',
      },
    }),
  });
  expect(order.status).toBe(409);
  expect(((await order.json()) as { message: string }).message).toBe(
    `${productName} is sold out. Remove it from your cart to continue.`,
  );

  // The shopper's cart page marks the line and checkout will not offer Pay Now.
  const { page: shopperPage } = await newPage(site.browser);
  await logInThroughUi(shopperPage, shopper);
  await shopperPage.goto('/cart');
  await shopperPage.getByRole('main').getByText('Out of stock').first().waitFor();
  await shopperPage.goto('/checkout');
  await shopperPage
    .getByText('Some items in your cart are out of stock, no longer available or more than we have left.')
    .waitFor();
  await expect(shopperPage.getByRole('button', { name: 'Pay Now' }).isDisabled()).resolves.toBe(true);
  await expect(apiGetAs<SavedCartResponse>(shopper, '/api/carts/me').then((cart) => cart.items.length)).resolves.toBe(
    1,
  );
  await Promise.all([page.context().close(), shopperPage.context().close()]);
});

test("a visitor's review is saved on the server, held for approval, and seen from a second browser once approved", async () => {
  const text = `Sturdy and well finished, bought two (${Date.now().toString(36)}).`;
  const { page } = await newPage(site.browser);
  await page.goto(productPath('02'));
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: /^Reviews/ }).click();
  await main.getByRole('heading', { name: 'Write a review' }).waitFor();
  await main.getByLabel('Name').fill('Kavya');
  await main.getByLabel('Message').fill(text);
  await main.getByRole('radio', { name: '4 stars' }).check();
  await main.getByRole('button', { name: 'Submit review' }).click();
  await page.getByText('Review Submitted').first().waitFor();
  // Its author sees it, marked; nobody else does until an admin approves it.
  const own = main.getByRole('article', { name: 'Review by Kavya' }).filter({ hasText: text });
  await own.getByText('Awaiting approval').waitFor();

  const other = await newPage(site.browser);
  await other.page.goto(productPath('02'));
  const otherMain = other.page.getByRole('main');
  await otherMain.getByRole('tab', { name: /^Reviews/ }).click();
  await otherMain.getByRole('list', { name: 'Reviews' }).waitFor();
  const review = otherMain.getByRole('article', { name: 'Review by Kavya' }).filter({ hasText: text });
  expect(await review.count()).toBe(0);

  await approveHeldReview(await makeAdmin(), text);
  await other.page.reload();
  await otherMain.getByRole('tab', { name: /^Reviews/ }).click();
  await review.waitFor();
  await review.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
  expect(await review.getByText('Awaiting approval').count()).toBe(0);
  await Promise.all([page.context().close(), other.page.context().close()]);
});
