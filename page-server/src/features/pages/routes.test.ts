import type { FastifyInstance } from 'fastify';
import { readPageData } from 'shared-contracts';
import { buildPageServer } from '../../app';
import { parsePage } from '../../test/parseHtml';
import { deployCatalog } from '../../test/serverBuildFixtures';
import {
  pageKey,
  product,
  SHELL_DESCRIPTION,
  shellIndexHtml,
  SITE_URL,
  startFakeUpstreams,
  type FakeUpstreams,
} from '../../test/fakeUpstreams';

const HOSTILE_NAME = '</script><script>alert(1)</script>';

let upstreams: FakeUpstreams;
let app: FastifyInstance;

beforeAll(async () => {
  upstreams = await startFakeUpstreams([
    product('01', {
      productName: 'Sheesham Wood Chair',
      reviewCount: 3,
      avgRating: 4.33,
      shortDesc: 'A sturdy chair in sheesham.',
    }),
    product('02', { productName: HOSTILE_NAME, shortDesc: '<!-- not a comment --> \u2028 & more', stock: 0 }),
    product('03', { status: 'archived' }),
    product('04', { productName: 'Teak Study Table', category: 'Study Table' }),
  ]);
  // The catalogue's pages fail to render here: each is the client-rendered page with its route's head and data.
  deployCatalog(upstreams, 'v1', { throwOnRender: true });
  app = await buildPageServer({ config: upstreams.config() });
});

afterAll(async () => {
  await app.close();
  await upstreams.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a product page', () => {
  it('has the head its remote’s loader and head wrote: title, description, canonical URL, OpenGraph and Twitter cards', async () => {
    const response = await get('/shop/01?utm_source=x');
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.title).toBe('Furniture Store - Sheesham Wood Chair');
    expect(page.root.querySelectorAll('title')).toHaveLength(1);
    expect(page.meta('description')).toBe('A sturdy chair in sheesham. (v1)');
    expect(page.root.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(page.canonical).toBe(`${SITE_URL}/shop/01`);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe('Furniture Store - Sheesham Wood Chair');
    expect(page.meta('og:url')).toBe(`${SITE_URL}/shop/01`);
    expect(page.meta('og:site_name')).toBe('Furniture Store');
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Product', name: 'Sheesham Wood Chair', sku: '01' },
    ]);
  });

  it('embeds the product as page data the page reads back', async () => {
    const { root } = parsePage((await get('/shop/01')).body);
    const doc = {
      getElementById: (id: string) => root.getElementById(id) && { textContent: root.getElementById(id)!.rawText },
    };
    expect(readPageData('product', '01', doc)).toMatchObject({ id: '01', productName: 'Sheesham Wood Chair' });
    expect(readPageData('product', '02', doc)).toBeUndefined();
  });

  it('renders a hostile product name as text and embeds its data safely', async () => {
    const response = await get('/shop/02');
    const page = parsePage(response.body);
    // The name is the title's text, not markup: the page still has exactly the shell's scripts plus data blocks.
    expect(page.title).toBe(`Furniture Store - ${HOSTILE_NAME}`);
    const scripts = page.root.querySelectorAll('script');
    expect(scripts.filter((s) => s.rawText.includes('alert(1)') && !s.getAttribute('type'))).toEqual([]);
    expect(scripts.map((s) => s.getAttribute('type') ?? s.getAttribute('src') ?? 'inline')).toEqual([
      'application/ld+json',
      'inline',
      expect.stringMatching(/\/main\.js$/),
      'application/json',
    ]);
    expect(page.meta('description')).toBe('<!-- not a comment --> \u2028 & more (v1)');
    // JSON-LD and page data parse back to the very strings.
    expect(page.jsonLd[0]).toMatchObject({ name: HOSTILE_NAME });
    expect(page.pageData).toMatchObject({ product: { '02': { productName: HOSTILE_NAME } } });
    // Inside the data blocks nothing can end the element or open a comment.
    for (const block of scripts.filter((s) => s.getAttribute('type'))) expect(block.rawText).not.toMatch(/<|\u2028/);
  });
});

describe('status codes', () => {
  it('answers 404 with the not-found title and noindex for an unknown product, an archived one and an unknown route', async () => {
    for (const url of ['/shop/99', '/shop/03', '/no-such-page', '/shop/01/extra', '/category/lamps']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      const page = parsePage(response.body);
      expect(page.title).toBe('Furniture Store - Page not found');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      // The shell's page: it renders its own not-found route in the browser.
      expect(page.root.getElementById('root')).not.toBeNull();
    }
  });

  it('moves / to /home with a 301, keeping the query', async () => {
    expect((await get('/')).statusCode).toBe(301);
    expect((await get('/')).headers.location).toBe('/home');
    expect((await get('/?ref=ad')).headers.location).toBe('/home?ref=ad');
  });

  it('serves no files: a path with an extension is a plain 404', async () => {
    const response = await get('/main.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('category, home and shop pages', () => {
  it('a category page has its remote’s head and embeds its remote’s first data', async () => {
    const page = parsePage((await get('/category/Study-Table')).body);
    expect(page.title).toBe('Furniture Store - Study Table');
    expect(page.meta('description')).toBe('Study Table in solid wood (v1)');
    expect(page.canonical).toBe(`${SITE_URL}/category/study-table`);
    expect(page.pageData).toEqual({
      productPage: {
        [pageKey({ category: 'Study Table', limit: 100 })]: expect.objectContaining({
          total: 1,
          products: [expect.objectContaining({ id: '04' })],
        }),
      },
    });
  });

  it('home has its remote’s head, with the site’s own description when the remote names none', async () => {
    const page = parsePage((await get('/home')).body);
    expect(page.title).toBe('Furniture Store - Home');
    expect(page.meta('description')).toBe(SHELL_DESCRIPTION);
    expect(page.canonical).toBe(`${SITE_URL}/home`);
    expect(Object.keys((page.pageData as { productPage: object }).productPage)).toContain(
      pageKey({ category: 'Chair', limit: 8 }),
    );
  });

  it('the shop’s loader reads the URL’s query', async () => {
    const page = parsePage((await get('/shop?q=teak')).body);
    expect(page.title).toBe('Furniture Store - Shop');
    expect(Object.keys((page.pageData as { productPage: object }).productPage)).toEqual([
      pageKey({ limit: 24, offset: 0, q: 'teak' }),
    ]);
  });
});

describe('private pages', () => {
  it.each([
    ['/cart', 'Cart'],
    ['/wishlist', 'Wishlist'],
    ['/checkout', 'Checkout'],
    ['/orders', 'My orders'],
    ['/order/abc123', 'Order confirmation'],
    ['/login', 'Login'],
    ['/signup', 'Signup'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?mode=resetPassword&oobCode=code-1', 'Reset password'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/products/01', 'Edit product'],
  ])('%s is noindex with its title and no canonical URL', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.title).toBe(`Furniture Store - ${title}`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.jsonLd).toEqual([]);
  });
});

describe('the shell page', () => {
  it('points the shell’s files at its host and keeps every link the site’s', async () => {
    const { root } = parsePage((await get('/about')).body);
    expect(root.querySelector('script[src]')?.getAttribute('src')).toBe(`${upstreams.origin}/main.js`);
    const preloads = root.querySelectorAll('link[rel="preload"]').map((link) => link.getAttribute('href'));
    expect(preloads).toEqual([
      `${upstreams.origin}/remotes.json`,
      `${upstreams.origin}/config.json`,
      `${upstreams.origin}/app.1234abcd.css`,
    ]);
    expect(root.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(`${upstreams.origin}/favicon.svg`);
    expect(root.querySelector('header a')?.getAttribute('href')).toBe('/home');
  });

  it('sends the pages’ security headers, allowing the shell’s host and the inline script by hash only', async () => {
    const response = await get('/shop/01');
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? [];
    expect(directive('script-src')).toEqual(expect.arrayContaining(["'self'", upstreams.origin]));
    expect(directive('script-src').filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(directive('style-src')).toContain(upstreams.origin);
    expect(directive('connect-src')).toContain(upstreams.origin);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('in front of dev servers (inline styles) it sends the other security headers without the CSP', async () => {
    const dev = await buildPageServer({ config: upstreams.config(), contentSecurityPolicy: false });
    const response = await dev.inject('/about');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    await dev.close();
  });

  it('follows a shell redeploy without a restart, asking with the ETag it has', async () => {
    await get('/about');
    upstreams.shellRequests.length = 0;
    const before = parsePage((await get('/about')).body);
    expect(before.root.getElementById('root')?.getAttribute('data-build')).toBe('v1');
    expect(upstreams.shellRequests.find((r) => r.path === '/index.html')?.ifNoneMatch).toMatch(/^"/);

    upstreams.deployShell(shellIndexHtml('v2'));
    const after = parsePage((await get('/about')).body);
    expect(after.root.getElementById('root')?.getAttribute('data-build')).toBe('v2');
    upstreams.deployShell(shellIndexHtml());
  });
});
