/**
 * The cart and wishlist in the composed site: product cards (mfe-catalog) send commands, the
 * runtime (mfe-cart) owns the state, the shell's badges and the cart pages show it; guest carts
 * survive a reload and merge at sign-in; a signed-in cart is saved on the server and comes back.
 */
import type { Page } from 'playwright-core';
import { formatRupees, type SavedCartResponse } from 'shared-contracts';
// The seed the server writes on first start: the products every journey's fresh store holds.
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';
import { newPage } from './support/browser';
import {
  apiGetAs,
  createVerifiedShopper,
  expectBadge,
  logInThroughUi,
  logOutThroughUi,
  type Shopper,
} from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

// The shop's first page lists the catalogue in order: these three are on it.
const [first, second, third] = SEED_PRODUCTS;
if (!first || !second || !third) throw new Error('The built-in catalogue has fewer than three products');

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function addFromShop(page: Page, name: string): Promise<void> {
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
}

const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name });

async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
}

test('a guest: add three items (one twice) → badge 3 → cart lines and totals in ₹ → remove a line; reload keeps the cart; other tabs follow', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto('/shop');
  await addFromShop(page, first.productName);
  await addFromShop(page, first.productName);
  await addFromShop(page, second.productName);
  await page.getByText('Product added to cart successfully').first().waitFor();
  await expectBadge(page, 'cart-count', 3);

  await openCart(page);
  const firstLine = cartLine(page, first.productName);
  await firstLine.waitFor();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count()).resolves.toBe(2);
  await expect(firstLine.getByRole('status', { name: `Quantity of ${first.productName}` }).textContent()).resolves.toBe(
    '2',
  );
  await expect(firstLine.getByTestId('line-total').textContent()).resolves.toBe(formatRupees(2 * first.price));
  const subtotal = 2 * first.price + second.price;
  await expect(page.getByTestId('cart-total-quantity').textContent()).resolves.toBe('3');
  await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe(formatRupees(subtotal));
  await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(formatRupees(subtotal));
  expect(formatRupees(subtotal)).toMatch(/^₹[\d,]+$/);

  // A second tab of the same site.browser follows along.
  const other = await page.context().newPage();
  await other.goto('/cart');
  await expectBadge(other, 'cart-count', 3);

  await page.getByRole('button', { name: `Remove ${first.productName} from cart` }).click();
  await expectBadge(page, 'cart-count', 1);
  await expectBadge(other, 'cart-count', 1);

  await page.reload();
  await expectBadge(page, 'cart-count', 1);
  await cartLine(page, second.productName).waitFor();
  // The runtime logs its own troubles with "[cart]"; there were none.
  expect(consoleErrors.filter((text) => text.includes('[cart]'))).toEqual([]);
  await page.context().close();
});

test('wishlist: the heart twice keeps one item; Add to Cart marks the row Added', async () => {
  const { page } = await newPage(site.browser);
  await page.goto('/shop');
  const heart = card(page, third.productName).getByRole('button', { name: 'Add to wishlist' });
  await heart.click();
  await heart.click();
  await page.getByText('Product added to wishlist').first().waitFor();
  await expectBadge(page, 'wishlist-count', 1);

  await page
    .getByRole('link', { name: /^Wishlist/ })
    .first()
    .click();
  await page.waitForURL('**/wishlist');
  const row = page.getByRole('listitem', { name: third.productName });
  await row.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Product added to cart successfully').first().waitFor();
  await expect(row.getByRole('button', { name: 'Added' }).isDisabled()).resolves.toBe(true);
  await expect(
    row.evaluate((el) => getComputedStyle(el.querySelector('.cart-wish__name') as Element).textDecorationLine),
  ).resolves.toBe('line-through');
  await expectBadge(page, 'cart-count', 1);
  await expectBadge(page, 'wishlist-count', 1);
  await page.context().close();
});

describe('a signed-in shopper', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await createVerifiedShopper('cart', 'Meera Iyer');
  });

  async function savedCart(): Promise<Array<[string, number]>> {
    const saved = await apiGetAs<SavedCartResponse>(shopper, '/api/carts/me');
    return saved.items.map((line) => [line.id, line.quantity]);
  }

  async function waitForSavedCart(expected: Array<[string, number]>): Promise<void> {
    for (let tries = 0; tries < 50; tries += 1) {
      if (JSON.stringify(await savedCart()) === JSON.stringify(expected)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await savedCart()).toEqual(expected);
  }

  test('adds an item, logs out (badges gone), logs in again → the cart is back', async () => {
    const { page } = await newPage(site.browser);
    await logInThroughUi(page, shopper);
    await page.goto('/shop');
    await addFromShop(page, first.productName);
    await card(page, first.productName).getByRole('button', { name: 'Add to wishlist' }).click();
    await expectBadge(page, 'cart-count', 1);
    await waitForSavedCart([[first.id, 1]]);

    await logOutThroughUi(page);
    await expectBadge(page, 'cart-count', 0);
    await expectBadge(page, 'wishlist-count', 0);
    // Logout empties the screen only: the saved cart is still there.
    expect(await savedCart()).toEqual([[first.id, 1]]);

    await logInThroughUi(page, shopper);
    await expectBadge(page, 'cart-count', 1);
    await expectBadge(page, 'wishlist-count', 1);
    await page.context().close();
  });

  test('a guest cart merges into the saved one at sign-in (same id: quantities add)', async () => {
    const { page } = await newPage(site.browser);
    await page.goto('/shop');
    await addFromShop(page, first.productName);
    await addFromShop(page, third.productName);
    await expectBadge(page, 'cart-count', 2);

    await logInThroughUi(page, shopper);
    await expectBadge(page, 'cart-count', 3);
    await waitForSavedCart([
      [first.id, 2],
      [third.id, 1],
    ]);
    await openCart(page);
    await expect(
      cartLine(page, first.productName)
        .getByRole('status', { name: `Quantity of ${first.productName}` })
        .textContent(),
    ).resolves.toBe('2');

    // Merged exactly once: a reload (still signed in) shows the same cart.
    await page.reload();
    await expectBadge(page, 'cart-count', 3);
    await page.context().close();
  });
});
