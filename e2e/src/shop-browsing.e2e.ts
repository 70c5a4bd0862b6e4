/**
 * Browsing the shop: search (forgiving a typo), category filter and sorts kept in the URL, a price
 * range with "In stock only" that survives a reload and Back, and an option's value (a finish),
 * in the shop and on a category page.
 */
import type { Locator, Page } from 'playwright-core';
import type { ProductPage } from 'shared-contracts/catalogue';
import { newPage, waitForPageSettled } from './support/browser';
import { accessibilityProblems, cardTexts, cards, eventually, main, openShop } from './support/catalogueChecks';
import { useSite } from './support/site';
import { API_URL } from './support/shoppers';

const site = useSite();

test('shop: search "sofa" (or "sofaa") shows only sofas; the Chair filter and both sorts combine and live in the URL', async () => {
  const { page } = await newPage(site.browser);
  const shop = await openShop(page);
  expect(await accessibilityProblems(page)).toEqual([]);

  await shop.getByLabel('Search').fill('sofa');
  await page.waitForURL('**/shop?q=sofa');
  await eventually(() => cardTexts(shop, '.cat-card__category'), Array<string>(7).fill('Sofa'));

  // Typed with a typo, as a shopper types: the sofas still, ranked as the server ranks them.
  await shop.getByLabel('Search').fill('');
  await page.waitForURL('**/shop');
  await shop.getByLabel('Search').pressSequentially('sofaa', { delay: 60 });
  await page.waitForURL('**/shop?q=sofaa');
  await eventually(() => cardTexts(shop, '.cat-card__category'), Array<string>(7).fill('Sofa'));
  const ranked = (await (await fetch(`${API_URL}/api/products?q=sofaa`)).json()) as ProductPage;
  expect(await cardTexts(shop, 'h2')).toEqual(ranked.products.map((p) => p.productName));

  await shop.getByLabel('Search').fill('');
  await shop.getByLabel('Category').selectOption('Chair');
  await page.waitForURL('**/shop?category=chair');
  await eventually(async () => [...new Set(await cardTexts(shop, '.cat-card__category'))], ['Chair']);
  const chairs = await cardTexts(shop, 'h2');
  expect(chairs.length).toBeGreaterThanOrEqual(8);

  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' });
  await shop.getByLabel('Sort by').selectOption('Name: A-Z');
  await page.waitForURL('**/shop?category=chair&sort=az');
  await eventually(() => cardTexts(shop, 'h2'), chairs.slice().sort(byName));
  await shop.getByLabel('Sort by').selectOption('Name: Z-A');
  await page.waitForURL('**/shop?category=chair&sort=za');
  await eventually(() => cardTexts(shop, 'h2'), chairs.slice().sort(byName).reverse());

  // Back and reload keep the state.
  await page.goBack();
  await page.waitForURL('**/shop?category=chair&sort=az');
  await eventually(() => cardTexts(shop, 'h2'), chairs.slice().sort(byName));
  await page.reload();
  await cards(shop).first().waitFor();
  // Typing goes to React once it has the page (text typed before hydration is the field's own).
  await waitForPageSettled(page);
  expect(await shop.getByLabel('Sort by').inputValue()).toBe('az');
  await eventually(() => cardTexts(shop, 'h2'), chairs.slice().sort(byName));

  await shop.getByLabel('Search').fill('no such furniture');
  await shop.getByText('No Products Found!').waitFor();
  await page.context().close();
});

test('shop: a price range plus "In stock only" narrows /shop, with the counts; it survives a reload and Back', async () => {
  const { page } = await newPage(site.browser);
  const shop = await openShop(page);
  const everything = await cardTexts(shop, 'h2');

  // What the API gives for the same filters, in the same (catalogue) order.
  const range = 'minPricePaise=1000000&maxPricePaise=3000000';
  const read = async (query: string) =>
    (await (await fetch(`${API_URL}/api/products?limit=24&${query}&facets=true`)).json()) as ProductPage;
  const inRange = await read(range);
  const inRangeInStock = await read(`${range}&inStock=true`);
  const names = inRangeInStock.products.map((p) => p.productName);
  expect(names.length).toBeGreaterThan(0);
  expect(names).not.toEqual(everything);

  const filters = shop.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Min price (₹)').fill('10000');
  await filters.getByLabel('Max price (₹)').fill('30,000');
  await filters.getByLabel('Max price (₹)').press('Enter');
  await page.waitForURL('**/shop?min=10000&max=30000');
  await eventually(
    () => cardTexts(shop, 'h2'),
    inRange.products.map((p) => p.productName),
  );
  // The keyboard checks "In stock only", whose label carries how many that leaves.
  const inStock = filters.getByRole('checkbox', { name: `In stock only (${inRange.facets?.inStock ?? -1})` });
  await inStock.focus();
  await page.keyboard.press('Space');
  await page.waitForURL('**/shop?min=10000&max=30000&stock=1');
  await eventually(() => cardTexts(shop, 'h2'), names);
  await shop.getByText(`of ${inRangeInStock.total} products`).waitFor();

  // The page server renders the filtered shop from the URL; hydration keeps it.
  await page.reload();
  await cards(shop).first().waitFor();
  expect(await cardTexts(shop, 'h2')).toEqual(names);
  await waitForPageSettled(page);
  expect(await filters.getByLabel('Min price (₹)').inputValue()).toBe('10000');
  expect(await filters.getByLabel('Max price (₹)').inputValue()).toBe('30000');
  expect(await filters.getByRole('checkbox', { name: /In stock only/ }).isChecked()).toBe(true);
  expect(await cardTexts(shop, 'h2')).toEqual(names);
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.goBack();
  await page.waitForURL('**/shop?min=10000&max=30000');
  await waitForPageSettled(page);
  expect(await filters.getByRole('checkbox', { name: /In stock only/ }).isChecked()).toBe(false);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL('**/shop');
  await eventually(() => cardTexts(shop, 'h2'), everything);
  await page.context().close();
});

/**
 * Chooses Walnut in the Finish filter by keyboard (its label carrying `walnut.total`), then checks
 * that the list becomes `walnut`'s, that `url` is where the choice is kept, and that a reload keeps
 * it: the same list, the box still checked, no accessibility problem.
 */
async function chooseWalnut(page: Page, scope: Locator, walnut: ProductPage, url: string): Promise<void> {
  const names = walnut.products.map((p) => p.productName);
  const finish = scope.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Finish' });
  await finish.getByRole('checkbox', { name: `Walnut (${walnut.total})` }).focus();
  await page.keyboard.press('Space');
  await page.waitForURL(url);
  await eventually(() => cardTexts(scope, 'h2'), names);

  await page.reload();
  await cards(scope).first().waitFor();
  expect(await cardTexts(scope, 'h2')).toEqual(names);
  await waitForPageSettled(page);
  expect(await finish.getByRole('checkbox', { name: /^Walnut/ }).isChecked()).toBe(true);
  expect(await accessibilityProblems(page)).toEqual([]);
}

test('shop: a finish on offer (Finish: Walnut) narrows /shop to the products sold in it, with its count; it survives a reload', async () => {
  const { page } = await newPage(site.browser);
  const shop = await openShop(page);
  const walnut = (await (await fetch(`${API_URL}/api/products?limit=24&option=Finish%3AWalnut`)).json()) as ProductPage;
  expect(walnut.products.length).toBeGreaterThan(1);

  await chooseWalnut(page, shop, walnut, '**/shop?opt=Finish%3AWalnut');
  await page.context().close();
});

test('category: /category/sofa has the same filter panel; Finish: Walnut narrows it, with its count, and a reload keeps it', async () => {
  const { page } = await newPage(site.browser);
  const sofasIn = async (query: string) =>
    (await (await fetch(`${API_URL}/api/products?limit=100&category=Sofa${query}`)).json()) as ProductPage;
  const walnut = await sofasIn('&option=Finish%3AWalnut');
  expect(walnut.products.length).toBeGreaterThan(0);
  expect(walnut.products.length).toBeLessThan((await sofasIn('')).total);

  await page.goto('/category/sofa');
  const category = main(page);
  await waitForPageSettled(page);
  await cards(category).first().waitFor();
  await chooseWalnut(page, category, walnut, '**/category/sofa?opt=Finish%3AWalnut');
  await page.context().close();
});
