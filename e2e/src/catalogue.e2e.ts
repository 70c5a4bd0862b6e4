/**
 * The catalogue as a shopper meets it: home sections with prices, a product's tabs and a review
 * that survives a reload, and a product an admin adds on the server appearing in an open shop page
 * without a reload (the shop's search, filters and sorts: shop-browsing.e2e.ts).
 */
import { addProductAsAdmin, approveHeldReview, makeAdmin } from './support/catalogueAdmin';
import { newPage } from './support/browser';
import { accessibilityProblems, cardTexts, cards, main } from './support/catalogueChecks';
import { useSite } from './support/site';

const site = useSite();

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
  type Seen = { alt: string | null; complete: boolean; w: number; src: string };
  const loadedPictures = (asTheyAre: boolean): Seen[] | false => {
    const seen = [...document.querySelectorAll('main img')].map((img) => ({
      alt: img.getAttribute('alt'),
      complete: (img as HTMLImageElement).complete,
      w: (img as HTMLImageElement).naturalWidth,
      src: (img as HTMLImageElement).currentSrc.slice(0, 120),
    }));
    const ready = seen.length > 0 && seen.every((image) => image.complete && image.w > 0);
    return ready || asTheyAre ? seen : false;
  };
  const loaded = await page.waitForFunction(loadedPictures, false, { timeout: 15_000 }).then(
    (handle) => handle.jsonValue() as Promise<Seen[]>,
    () => page.evaluate(loadedPictures, true) as Promise<Seen[]>,
  );
  expect(loaded.length).toBeGreaterThan(20);
  for (const image of loaded) expect(image.alt).toBeTruthy();
  expect(loaded.filter((image) => !image.complete || image.w === 0)).toEqual([]);
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
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
