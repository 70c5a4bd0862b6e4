/**
 * The catalogue as a shopper meets it: home sections with prices, shop search / filter / sort kept
 * in the URL, a product's tabs and a review that survives a reload, and a product an admin adds on
 * the server appearing in an open shop page without a reload.
 */
import type { Locator, Page } from 'playwright-core';
import type { ProductPage } from 'shared-contracts/catalogue';
import { addProductAsAdmin, approveHeldReview, makeAdmin } from './support/catalogueAdmin';
import { newPage, waitForPageSettled } from './support/browser';
import { useSite } from './support/site';
import { API_URL } from './support/shoppers';

const site = useSite();

const main = (page: Page): Locator => page.getByRole('main');
const cards = (scope: Locator): Locator => scope.getByRole('article');
const cardTexts = (scope: Locator, selector: string): Promise<string[]> =>
  cards(scope).locator(selector).allTextContents();

/** Polls `read` until it equals `expected` (as JSON), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** Controls in main without an accessible name, images without alt, form fields without a label. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((root) => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
    const named = (el: Element): boolean => {
      if (el.getAttribute('aria-label')?.trim()) return true;
      const by = el.getAttribute('aria-labelledby');
      if (by && by.split(' ').some((id) => document.getElementById(id)?.textContent?.trim())) return true;
      if ((el as HTMLInputElement).labels?.length) return true;
      if (el.textContent?.trim()) return true;
      return [...el.querySelectorAll('img[alt]')].some((img) => img.getAttribute('alt')?.trim());
    };
    root.querySelectorAll('img').forEach((img) => {
      if (!img.getAttribute('alt')?.trim()) problems.push(`image without alt: ${describe(img)}`);
      if (!img.getAttribute('width') || !img.getAttribute('height'))
        problems.push(`image without a size: ${describe(img)}`);
    });
    root
      .querySelectorAll('button, a[href]:not([aria-hidden="true"]), input, select, textarea, [role="tab"]')
      .forEach((el) => {
        if (!named(el)) problems.push(`control without a name: ${describe(el)}`);
      });
    const headings = [...root.querySelectorAll('h1')];
    if (headings.length !== 1) problems.push(`${headings.length} h1 headings`);
    return problems;
  });
}

test('home shows the hero, the services, the couch offer and four product sections with prices', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto('/home');
  await main(page).getByRole('link', { name: 'Shop now' }).waitFor();
  for (const service of ['Free Shipping', 'Easy Returns', 'Secure Payment', 'Money-back Guarantee']) {
    await main(page).getByRole('heading', { name: service }).waitFor();
  }
  const offer = main(page).getByRole('region', { name: /Quality couch/ });
  expect(await offer.getByText('Limited offer').isVisible()).toBe(true);
  expect(await offer.getByRole('timer').textContent()).toMatch(/^\d{2,}Days\d{2}Hours\d{2}Minutes\d{2}Seconds$/);

  for (const title of ['Trending Products', 'Best Sales', 'New Arrivals', 'Popular in Category']) {
    const section = main(page).getByRole('region', { name: title });
    await section.scrollIntoViewIfNeeded();
    expect(await cards(section).count()).toBeGreaterThanOrEqual(4);
    for (const price of await cardTexts(section, '.cat-card__price'))
      expect(price).toMatch(/^₹\d{1,3}(,\d{2})*,\d{3}$|^₹\d{1,3}$/);
  }
  // Every picture has loaded (they are inline SVG drawings) and has a text alternative. Loaded and
  // measured in one look at the page: a section the client redraws after hydration brings new <img>s,
  // which are still loading if read a moment after the check that the old ones were complete.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Polled by the browser (waitForFunction): the pictures once all are loaded, or, on the last look
  // after the timeout, as they are, so the assertions below name what failed.
  type Seen = { alt: string | null; complete: boolean; w: number };
  const loadedPictures = (asTheyAre: boolean): Seen[] | false => {
    const seen = [...document.querySelectorAll('main img')].map((img) => ({
      alt: img.getAttribute('alt'),
      complete: (img as HTMLImageElement).complete,
      w: (img as HTMLImageElement).naturalWidth,
    }));
    const ready = seen.length > 0 && seen.every((image) => image.complete && image.w > 0);
    return ready || asTheyAre ? seen : false;
  };
  const loaded = await page.waitForFunction(loadedPictures, false, { timeout: 15_000 }).then(
    (handle) => handle.jsonValue() as Promise<Seen[]>,
    () => page.evaluate(loadedPictures, true) as Promise<Seen[]>,
  );
  expect(loaded.length).toBeGreaterThan(20);
  for (const image of loaded) {
    expect(image.alt).toBeTruthy();
    expect(image).toMatchObject({ complete: true });
    expect(image.w).toBeGreaterThan(0);
  }
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('shop: search "sofa" (or "sofaa") shows only sofas; the Chair filter and both sorts combine and live in the URL', async () => {
  const { page } = await newPage(site.browser);
  await page.goto('/shop');
  const shop = main(page);
  // The server's HTML shows cards before React has the page: check the page React settled on.
  await waitForPageSettled(page);
  await cards(shop).first().waitFor();
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
  await page.goto('/shop');
  const shop = main(page);
  await waitForPageSettled(page);
  await cards(shop).first().waitFor();
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

test('product page: cart and wishlist, tabs switch, a review is posted and, once approved, is there after a reload', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto('/shop?category=sofa');
  const shop = main(page);
  await cards(shop).first().waitFor();
  const name = (await cardTexts(shop, 'h2'))[0] ?? '';
  await shop.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/shop\/\d{2}$/);
  const product = main(page);
  await product.getByRole('heading', { level: 1, name }).waitFor();
  await page.waitForFunction((n) => document.title.endsWith(n), name);

  // Cart and wishlist go through the cart remote's runtime: the header badges and the heart follow.
  const detail = product.getByRole('article', { name, exact: true });
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Product added to cart successfully').first().waitFor();
  await page.getByTestId('cart-count').getByText('1', { exact: true }).waitFor();
  await detail.getByRole('button', { name: 'Add to wishlist', pressed: false }).click();
  await detail.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
  await page.getByTestId('wishlist-count').getByText('1', { exact: true }).waitFor();
  await detail.getByRole('button', { name: 'Remove from wishlist' }).click();
  await page.getByText('Product removed from wishlist!').first().waitFor();
  await detail.getByRole('button', { name: 'Add to wishlist', pressed: false }).waitFor();

  const reviewsTab = product.getByRole('tab', { name: /^Reviews/ });
  const descriptionTab = product.getByRole('tab', { name: 'Description' });
  expect(await descriptionTab.getAttribute('aria-selected')).toBe('true');
  await reviewsTab.click();
  expect(await reviewsTab.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowLeft');
  expect(await descriptionTab.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowRight');
  expect(await reviewsTab.getAttribute('aria-selected')).toBe('true');

  await product.getByRole('button', { name: 'Submit review' }).click();
  await product.getByRole('alert').getByText('Please fill all fields and provide a rating.').waitFor();
  const text = `Sat on it for a whole cricket match — ${Date.now()}`;
  await product.getByLabel('Name').fill('Meera');
  await product.getByLabel('Message').fill(text);
  await product.getByRole('radio', { name: '4 stars' }).check();
  await product.getByRole('button', { name: 'Submit review' }).click();
  await page.getByText('Review Submitted').first().waitFor();
  await product.getByText(text).waitFor();
  await product.getByRole('article', { name: 'Review by Meera' }).getByText('Awaiting approval').waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);

  // A visitor's review is kept on the server, and listed for everyone once an admin approves it.
  await approveHeldReview(await makeAdmin(), text);
  await page.reload();
  await main(page)
    .getByRole('tab', { name: /^Reviews/ })
    .click();
  await main(page).getByText(text).waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('a product an admin adds on the server appears in the open shop page without a reload', async () => {
  const productName = `Live Sheesham Stool ${Date.now()}`;
  const { page } = await newPage(site.browser);
  await page.goto(`/shop?q=${encodeURIComponent(productName)}`);
  const shop = main(page);
  await shop.getByText('No Products Found!').waitFor();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const adminToken = await makeAdmin();
  const added = await addProductAsAdmin(adminToken, {
    productName,
    shortDesc: 'A three-legged stool for the verandah.',
    description: 'Turned legs and a round, dished seat.',
    category: 'Chair',
    price: 2599,
  });

  const card = cards(shop).filter({ hasText: productName });
  await card.waitFor({ timeout: 15000 });
  expect(await card.locator('.cat-card__price').textContent()).toBe('₹2,599');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Its own page works, from the same live catalogue.
  await card.getByRole('link', { name: productName }).click();
  await page.waitForURL(`**/shop/${added.id}`);
  await main(page).getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.context().close();
});
