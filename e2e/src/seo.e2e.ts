/**
 * What a crawler without JavaScript gets from the page server: a product page with its own title,
 * description, canonical URL and JSON-LD (Product with its Offer, BreadcrumbList), a 404 for an
 * unknown product, `/` moved to /home, and the sitemap and robots.txt.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { CatalogueProduct } from 'shared-contracts';
import { SEED_ART_CARD_LAYOUT } from 'shared-contracts/catalogue';
import { launchBrowser } from './support/browser';
import { SITE, STORE_NAME, stack, type Frontends } from './support/stack';

const API = 'http://127.0.0.1:4000';

let browser: Browser;
let frontends: Frontends;
let context: BrowserContext;

beforeAll(async () => {
  frontends = await stack.startFrontends();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await frontends?.stop();
});

async function productFromApi(id: string): Promise<CatalogueProduct> {
  const response = await fetch(`${API}/api/products/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CatalogueProduct;
}

test('with JavaScript off, /shop/{id} has the product’s title, description, canonical URL and JSON-LD', async () => {
  const product = await productFromApi('01');
  const page = await context.newPage();
  const response = await page.goto('/shop/01');
  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe(`${STORE_NAME} - ${product.productName}`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(product.shortDesc);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE}/shop/01`);
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('product');
  // A seed drawing is previewed by its PNG twin (no link preview shows an SVG), which the API serves
  // under the name the page server gives it (the drawing's stem and the card layout), not a redirect.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe(product.imgUrl.replace(/\.svg$/, `.card${SEED_ART_CARD_LAYOUT}.png`));
  const card = await fetch(ogImage!, { redirect: 'manual' });
  expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(blocks[0]).toMatchObject({
    '@context': 'https://schema.org',
    name: product.productName,
    sku: '01',
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${SITE}/shop/01`,
    },
  });
  if (product.reviewCount > 0) expect(blocks[0]?.aggregateRating).toMatchObject({ reviewCount: product.reviewCount });
  else expect(blocks[0]).not.toHaveProperty('aggregateRating');
  // The page painted without any script: the shop's header from the app shell.
  expect(await page.locator('header.site-header').count()).toBe(1);
  await page.close();
});

test('with JavaScript off, an unknown product is a 404 with the not-found title, and / moves to /home', async () => {
  const page = await context.newPage();
  const missing = await page.goto('/shop/no-such-product');
  expect(missing?.status()).toBe(404);
  expect(await page.title()).toBe(`${STORE_NAME} - Page not found`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  const home = await page.goto('/');
  expect(home?.request().redirectedFrom()?.url()).toBe(`${SITE}/`);
  expect(new URL(page.url()).pathname).toBe('/home');
  expect(await page.title()).toBe(`${STORE_NAME} - Home`);
  await page.close();
});

test('the sitemap lists the active catalogue and robots.txt points at it', async () => {
  const sitemap = await fetch(`${SITE}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const xml = await sitemap.text();
  const first = await fetch(`${API}/api/products?limit=1`).then((r) => r.json() as Promise<{ total: number }>);
  const productUrls = xml.match(/<loc>[^<]*\/shop\/[^<]*<\/loc>/g) ?? [];
  expect(productUrls).toHaveLength(first.total);
  expect(xml).toContain(`<loc>${SITE}/home</loc>`);
  const robots = await (await fetch(`${SITE}/robots.txt`)).text();
  expect(robots.split('\n')).toEqual(expect.arrayContaining(['Disallow: /checkout', `Sitemap: ${SITE}/sitemap.xml`]));
});
