/**
 * The composed site: every route titled, a remote going down leaves the rest working and Retry
 * brings it back, React/ReactDOM download once across all remotes, and the page paints its header
 * before any bundle runs.
 */
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { STORE_NAME } from './support/stack';
import { useSite } from './support/site';

const site = useSite();

const ROUTES: Array<[string, string]> = [
  ['/home', 'Home'],
  ['/shop', 'Shop'],
  ['/shop/01', 'Product'],
  // A category page is titled by its category, by the page server and then the page itself.
  ['/category/sofa', 'Sofa'],
  ['/about', 'About us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cart', 'Cart'],
  ['/wishlist', 'Wishlist'],
  ['/checkout', 'Checkout'],
  ['/orders', 'My orders'],
  ['/signup', 'Signup'],
  ['/login', 'Login'],
  ['/dashboard', 'Dashboard'],
  ['/dashboard/products', 'Products'],
  ['/dashboard/products/01', 'Edit product'],
  ['/dashboard/orders', 'Orders'],
  ['/dashboard/add-products', 'Add Products'],
  ['/dashboard/users', 'Users'],
  ['/dashboard/delivery', 'Delivery'],
  ['/dashboard/settings', 'Settings'],
  ['/no-such-page', 'Page not found'],
];

/** The title once React has rendered the route (index.html's own title is the home page's). */
async function titleAt(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForFunction(
    (prefix) =>
      document.title.startsWith(prefix) &&
      document.readyState === 'complete' &&
      !document.querySelector('[data-app-shell]'),
    `${STORE_NAME} - `,
  );
  return page.title();
}

/** Pages a guest may not see: they send the guest to the login page once auth is known. */
const SIGNED_IN_ONLY = new Set([
  '/checkout',
  '/orders',
  '/dashboard',
  '/dashboard/products',
  '/dashboard/products/01',
  '/dashboard/orders',
  '/dashboard/add-products',
  '/dashboard/users',
  '/dashboard/delivery',
  '/dashboard/settings',
]);

test('every page title starts with the store name', async () => {
  const { page } = await newPage(site.browser);
  for (const [path, name] of ROUTES) {
    if (SIGNED_IN_ONLY.has(path)) {
      // The page's own title shows until the guard redirects; where it lands is deterministic.
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.waitForFunction((title) => document.title === title, `${STORE_NAME} - Login`);
      continue;
    }
    const title = await titleAt(page, path);
    expect(title.startsWith(`${STORE_NAME} - `)).toBe(true);
    // A product page may refine its title to the product's name, after the store name.
    if (name !== 'Product') expect(title).toBe(`${STORE_NAME} - ${name}`);
  }
  await page.context().close();
});

test('/ redirects to /home', async () => {
  const { page } = await newPage(site.browser);
  await page.goto('/');
  await page.waitForURL('**/home');
  await page.context().close();
});

test('a remote that is down shows a fallback in place; the rest works; Retry loads it when it is back', async () => {
  await site.frontends.stopApp('mfe-catalog');
  const { page } = await newPage(site.browser);
  const header = page.getByRole('banner');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  try {
    await page.goto('/about');
    await page.getByRole('heading', { name: "This part of the shop didn't load" }).waitFor();
    // Header and footer are still there, and other remotes' routes still work.
    expect(await header.isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await mainNav.getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Cart', level: 1 }).waitFor();

    await site.frontends.startApp('mfe-catalog');
    await mainNav.getByRole('link', { name: 'About us' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
  } finally {
    await site.frontends.startApp('mfe-catalog').catch(() => undefined);
    await page.context().close();
  }
});

test('React and ReactDOM are each downloaded exactly once across all remotes', async () => {
  const { page } = await newPage(site.browser);
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  for (const path of ['/home', '/cart', '/login', '/dashboard', '/shop']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  const sources = await Promise.all(bodies.values());
  const filesWith = (marker: RegExp) => sources.filter((source) => marker.test(source)).length;
  // Each marker appears only where the package defines its exports.
  expect(filesWith(/\.useState=function/)).toBe(1); // react
  expect(filesWith(/\.createPortal=function/)).toBe(1); // react-dom
  expect(filesWith(/\.createRoot=function/)).toBe(1); // react-dom/client
  // The federation runtime agrees: one loaded copy of each shared React package, the shell's.
  const loadedCopies = await page.evaluate(() => {
    type Info = { loaded?: boolean; from: string; version: string };
    type Scopes = Record<string, Record<string, Record<string, Info>>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } })
      .__FEDERATION__;
    const copies: Record<string, Set<Info>> = {};
    // Every instance (host and remotes) sees the same share scope objects: count distinct ones.
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const info of Object.values(versions)) if (info.loaded) (copies[pkg] ??= new Set()).add(info);
      }
    }
    return Object.fromEntries(
      Object.entries(copies).map(([pkg, set]) => [pkg, [...set].map((i) => `${i.from}@${i.version}`)]),
    );
  });
  for (const pkg of ['react', 'react-dom', 'react-dom/client']) {
    expect(loadedCopies[pkg]).toHaveLength(1);
    expect(loadedCopies[pkg]?.[0]).toMatch(/^shell@/);
  }
  await page.context().close();
});

test('before any bundle runs, a page not rendered on the server shows the header (with the configured name), a skeleton (the footer hidden under it) and its title; admin routes no header', async () => {
  const { page } = await newPage(site.browser);
  // Only index.html and its inline early-start script run: main.js never arrives.
  await page.route('**/main.js', (route) => route.abort());
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), storeName: 'Sheesham House' } });
  });
  await page.goto('/cart');
  const header = page.locator('header.site-header');
  await header.getByText('Sheesham House').waitFor();
  // The title is the page server's, from the config.json it read itself (this change is only in
  // the browser): the early start keeps a title the page server wrote.
  expect(await page.title()).toBe(`${STORE_NAME} - Cart`);
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).isVisible()).toBe(
    true,
  );
  expect(await page.getByRole('main').getByRole('status', { name: 'Loading page' }).isVisible()).toBe(true);
  // The footer is there (for a page the page server fills) but waits while the skeleton shows; it
  // carries the configured name too.
  expect(await page.locator('footer.site-footer').isVisible()).toBe(false);
  expect(await page.locator('footer .site-footer__brand').textContent()).toBe('Sheesham House');

  // The admin area has its own header: the shop's stays hidden there.
  await page.goto('/dashboard');
  expect(await page.locator('[data-app-shell]').count()).toBe(1);
  expect(await header.isVisible()).toBe(false);
  // A config request of the last page may still be in the handler: let it end quietly.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
});

test('React replaces the painted shell on its first render', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto('/home');
  // /home arrives rendered, so its heading shows before React: wait for React's first render itself.
  await page.waitForFunction(() => !document.querySelector('[data-app-shell]'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.locator('header.site-header').count()).toBe(1);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('while a page not rendered on the server loads, its skeleton shows without the footer, which comes with the page', async () => {
  const { page } = await newPage(site.browser);
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__federation_expose_WishlistPage*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  // Not until "load": the held chunk may be requested (preloaded) before the load event, which then waits for it.
  await page.goto('/wishlist', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => !document.querySelector('[data-app-shell]') && document.querySelector('.site-main .page-skeleton'),
  );
  expect(await page.locator('footer.site-footer').count()).toBe(1);
  expect(await page.locator('footer.site-footer').isVisible()).toBe(false);

  release();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
  await page.context().close();
});
