/**
 * Pages that arrive rendered: each catalogue route's HTML holds the page the catalogue
 * team's own code rendered on the page server, readable with JavaScript off; with it on, the
 * shell hydrates that HTML in place: the same elements stay, no hydration warning, no layout shift,
 * and the page works (links navigate inside the app, Add to Cart counts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  categoryPath,
  categorySlug,
  FOOTER_CATEGORIES,
  SERVER_PAGE_ATTRIBUTE,
  type CatalogueProduct,
} from 'shared-contracts';
import type { ReviewPage } from 'shared-contracts/catalogue';
import { newPage } from './support/browser';
import { useSite } from './support/site';

const API = 'http://127.0.0.1:4000';

const site = useSite();

let product: CatalogueProduct;
let readerContext: BrowserContext;

beforeAll(async () => {
  const page = (await (await fetch(`${API}/api/products?limit=100`)).json()) as { products: CatalogueProduct[] };
  // A product with reviews and stock, so its page shows both and can be added to the cart.
  const chosen = page.products.find((candidate) => candidate.reviewCount > 0 && candidate.stock > 5);
  if (!chosen) throw new Error('the seed catalogue has no product with reviews and stock');
  product = chosen;
  readerContext = await site.browser.newContext({ baseURL: 'http://localhost:3000', javaScriptEnabled: false });
});

afterAll(async () => {
  await readerContext?.close();
});

interface RouteCase {
  path: () => string;
  /** What the page shows, as a heading of its own. */
  heading: () => RegExp | string;
}

const ROUTE_CASES: Record<string, RouteCase> = {
  home: { path: () => '/home', heading: () => 'Best Sales' },
  shop: { path: () => '/shop', heading: () => /shop/i },
  product: { path: () => `/shop/${product.id}`, heading: () => product.productName },
  category: { path: () => categoryPath(categorySlug(product.category)), heading: () => product.category },
  about: { path: () => '/about', heading: () => /about/i },
  privacy: { path: () => '/privacy-policy', heading: () => /privacy/i },
};

const serverPage = (page: Page) => page.locator(`[${SERVER_PAGE_ATTRIBUTE}]`);

describe.each(Object.entries(ROUTE_CASES))('%s', (_name, route) => {
  test('arrives rendered: the page is in the HTML, styled, before any script runs', async () => {
    const page = await readerContext.newPage();
    const response = await page.goto(route.path());
    expect(response?.status()).toBe(200);
    expect(await serverPage(page).count()).toBe(1);
    await serverPage(page).getByRole('heading', { name: route.heading() }).first().waitFor({ timeout: 2000 });
    // The route's own CSS is in the head, so the page paints styled without JavaScript and without
    // another round trip to the catalogue's host.
    const sheets = await page
      .locator('head style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
    expect(sheets.some((href) => href.startsWith('http://localhost:3001/'))).toBe(true);
    await page.close();
  });

  test('its scripts load with the HTML, then it hydrates in place: the same elements, no warning, no shift', async () => {
    const { page, consoleErrors } = await newPage(site.browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) warnings.push(message.text());
    });
    await page.addInitScript(() => {
      // Tags the server's elements as the parser inserts them, and sums the layout shifts.
      const tagged = new WeakSet<Element>();
      Object.assign(window, { __serverElements: tagged, __layoutShift: 0 });
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof Element && node.closest('[data-server-page]')) {
              tagged.add(node);
              node.querySelectorAll('*').forEach((child) => tagged.add(child));
            }
          });
        }
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput)
            Object.assign(window, {
              __layoutShift: (window as unknown as { __layoutShift: number }).__layoutShift + entry.value,
            });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route.path());
    const heading = serverPage(page).getByRole('heading', { name: route.heading() }).first();
    await heading.waitFor();
    // Hydrated: React has taken the server's heading over (its fiber is on the element).
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      },
      `[${SERVER_PAGE_ATTRIBUTE}] h1, [${SERVER_PAGE_ATTRIBUTE}] h2`,
      { timeout: 15000 },
    );
    const kept = await heading.evaluate((element) =>
      (window as unknown as { __serverElements: WeakSet<Element> }).__serverElements.has(element),
    );
    expect(kept).toBe(true);
    // Scripts load with the HTML, never held: the shell's main.js and the catalogue's entry (preloaded
    // by the page's head) are asked for before the page's first paint, which waits for its CSS.
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter(({ name }) =>
          /^(3005\/main|3001\/remoteEntry\.[0-9a-f]{8})\.js$/.test(new URL(name).port + new URL(name).pathname),
        )
        .map((entry) => entry.startTime),
    }));
    expect(scripts).toHaveLength(2);
    expect(Math.max(...scripts)).toBeLessThan(painted);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBeLessThanOrEqual(0.02);
    expect(consoleErrors).toEqual([]);
    expect(warnings).toEqual([]);
    await page.context().close();
  });
});

test('with JavaScript off, a product page reads whole: name, price, description, reviews, the footer, links', async () => {
  const page = await readerContext.newPage();
  await page.goto(`/shop/${product.id}`);
  const rendered = serverPage(page);
  await rendered.getByRole('heading', { name: product.productName, level: 1 }).waitFor({ timeout: 2000 });
  expect(await rendered.textContent()).toContain(product.price.toLocaleString('en-IN'));
  expect(await rendered.textContent()).toContain(product.shortDesc);
  const reviews = (await (await fetch(`${API}/api/products/${product.id}/reviews`)).json()) as ReviewPage;
  expect(reviews.reviews.length).toBeGreaterThan(0);
  expect(await rendered.textContent()).toContain(reviews.reviews[0]!.text);
  // The shell's footer is painted under the page too: its categories and links lead on.
  const footer = page.getByRole('contentinfo');
  expect(await footer.isVisible()).toBe(true);
  const footerLinks = await footer
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(footerLinks).toEqual(
    expect.arrayContaining([
      ...FOOTER_CATEGORIES.map((category) => categoryPath(categorySlug(category))),
      '/shop',
      '/privacy-policy',
    ]),
  );
  await page.goto(categoryPath(categorySlug(product.category)));
  const links = await serverPage(page)
    .locator('a[href^="/shop/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toContain(`/shop/${product.id}`);
  await page.close();
});

test('a hydrated product page works: Add to Cart counts, a link navigates inside the app', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto(`/shop/${product.id}`);
  await page.waitForFunction(
    (selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')),
    `[${SERVER_PAGE_ATTRIBUTE}] h1`,
    { timeout: 15000 },
  );
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page
    .getByRole('main')
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await page.getByRole('link', { name: /cart/i }).filter({ hasText: '1' }).first().waitFor();
  await page.getByRole('main').getByRole('link', { name: product.category }).first().click();
  await page.waitForURL(`**${categoryPath(categorySlug(product.category))}`);
  await page.getByRole('main').getByRole('heading', { name: product.category, level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
