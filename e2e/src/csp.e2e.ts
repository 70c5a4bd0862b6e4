/**
 * With the pages' Content-Security-Policy on (the security-headers package, sent by the static
 * hosts as `npm start` runs them): every page of the spec renders, and the browser reports no
 * violation. Styles come as files or inline with the page's nonce, and a remote's page shows only once its CSS has arrived.
 */
import type { Page } from 'playwright-core';
import type { SavedCartResponse } from 'shared-contracts';
// The seed the server writes on first start: the products every journey's fresh store holds.
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';
import { newPage, waitForPageSettled } from './support/browser';
import { apiGetAs, createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

/** Every route of the spec; the signed-in-only ones send a guest to the login page. */
const ROUTES = [
  '/home',
  '/shop',
  '/shop/01',
  '/category/sofa',
  '/about',
  '/privacy-policy',
  '/cart',
  '/wishlist',
  '/login',
  '/signup',
];
const REDIRECTED_TO_LOGIN = ['/checkout', '/dashboard'];

/** What the browser says about the policy: violation events (every frame, every navigation) and console lines. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => reports.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (globalThis as unknown as { reportCspViolation(line: string): void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      reports.push(message.text());
  });
  return reports;
}

/**
 * The route's page itself, not the app shell or a fallback: one h1 in the main landmark. A
 * server-rendered heading shows before the shell's first commit replaces the app shell, so the
 * check waits for React to have the page.
 */
async function mainContent(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await waitForPageSettled(page);
  expect(await page.locator('[data-app-shell]').count()).toBe(0);
  expect(await page.getByRole('heading', { name: "This part of the shop didn't load" }).count()).toBe(0);
  return (await heading.textContent()) ?? '';
}

test('with the CSP on, every page works and the browser reports no CSP violation', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  const violations = await watchPolicy(page);

  const response = await page.goto('/home');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src [^;]*'sha256-/);
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const headings: Record<string, string> = {};
  for (const path of ROUTES) {
    if (path !== '/home') await page.goto(path);
    headings[path] = await mainContent(page);
  }
  for (const path of REDIRECTED_TO_LOGIN) {
    await page.goto(path);
    await page.waitForURL('**/login');
    headings[path] = await mainContent(page);
  }
  expect(headings['/shop/01']).not.toBe('');
  expect(headings['/cart']).toBe('Cart');
  expect(headings['/checkout']).toMatch(/log ?in/i);
  // Toasts' styles come as a file once their container mounts: wait for it to have loaded.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  expect(violations).toEqual([]);
  expect(consoleErrors.filter((line) => /policy|refused/i.test(line))).toEqual([]);
  await page.context().close();
});

test('a server-rendered page carries its CSS inline, allowed by nonce, and no script fetches it again; a page the browser renders shows only once its CSS has arrived', async () => {
  const { page } = await newPage(site.browser);
  const violations = await watchPolicy(page);
  const catalogueCss: string[] = [];
  // The catalogue's CSS files are slow to come: a page must wait for them, not show unstyled.
  await page.route('http://localhost:3001/**/*.css', async (route) => {
    catalogueCss.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const response = await page.goto('/about');
  const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  await mainContent(page);
  // The app shell's style (allowed by its hash) and the route's, named by its file on the catalogue's
  // host: the remote's CSS loading finds it there once the page hydrates.
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) =>
      style.hasAttribute('data-app-shell-css') ? 'app shell' : (style.getAttribute('data-href') ?? '(unnamed)'),
    ),
  );
  expect(styles).toEqual(['app shell', expect.stringMatching(/^http:\/\/localhost:3001\/.*AboutPage.*\.css$/)]);
  expect(catalogueCss).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  const styledWhenShown = await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      if (!heading || !/shop/i.test(heading.textContent ?? '')) return null;
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
        link.href.startsWith('http://localhost:3001/'),
      );
      return { sheets: sheets.length, loaded: sheets.every((link) => link.sheet !== null) };
    },
    undefined,
    { polling: 'raf' },
  );
  expect(await styledWhenShown.jsonValue()).toEqual({ sheets: expect.any(Number), loaded: true });
  expect((await styledWhenShown.jsonValue())?.sheets).toBeGreaterThan(0);
  expect(catalogueCss).toEqual([expect.stringMatching(/ShopPage.*\.css$/)]);
  expect(violations).toEqual([]);
  await page.context().close();
});

test('with the CSP on, a signed-in shopper’s cart is saved and checkout opens, with no violation', async () => {
  const product = SEED_PRODUCTS[0];
  if (!product) throw new Error('No built-in product');
  const shopper = await createVerifiedShopper('csp', 'Kavya Rao');
  const { page } = await newPage(site.browser);
  const violations = await watchPolicy(page);
  await logInThroughUi(page, shopper);
  await page.goto('/shop');
  await page.getByRole('article', { name: product.productName }).getByRole('button', { name: 'Add to Cart' }).click();
  await expectBadge(page, 'cart-count', 1);
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await apiGetAs<SavedCartResponse>(shopper, '/api/carts/me')).items.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(
    (await apiGetAs<SavedCartResponse>(shopper, '/api/carts/me')).items.map((line) => [line.id, line.quantity]),
  ).toEqual([[product.id, 1]]);
  await page.goto('/checkout');
  expect(await mainContent(page)).toMatch(/checkout/i);
  expect(violations).toEqual([]);
  await page.context().close();
});
