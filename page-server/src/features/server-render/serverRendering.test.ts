/**
 * Catalogue routes rendered on the server with the catalogue's server build, on the fake
 * shell host and API with small hand-written server builds published as releases: the page's
 * content is in the HTML, inside the shell's page, with the same head, data, CSS and status; a
 * crawler gets it whole, a person as soon as its shell is ready.
 */
import type { FastifyInstance } from 'fastify';
import {
  PAGE_DATA_ELEMENT_ID,
  SERVER_PAGE_ATTRIBUTE,
  SERVER_PAGE_PATH_ATTRIBUTE,
  toRuntimeConfig,
} from 'shared-contracts';
import { CONFIG, PAGE_SKELETON, shellIndexHtml } from '../../test/fakeUpstreams';
import { parsePage } from '../../test/parseHtml';
import { deployCatalog, fixtureStylesheet, releaseFolder } from '../../test/serverBuildFixtures';
import { pageSecurityHeaders } from '../security/pageSecurityHeaders';
import { BROWSER, get, GOOGLEBOT, HOSTILE_NAME, serverPageOf, useRenderingSetup } from './testing/renderingSetup';

const setup = useRenderingSetup();
const pageServer = setup.pageServer;
const warnings = () => setup.logged('served the client-rendered page');

describe('each catalogue route arrives rendered', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    deployCatalog(setup.upstreams, 'routes');
    ({ app } = await pageServer());
  });
  afterAll(() => app.close());

  it.each([
    ['/home', 'catalog/HomePage', 'Handmade furniture', ['Sheesham Wood Chair']],
    ['/shop?sort=price-asc', 'catalog/ShopPage', 'Shop all furniture', []],
    [
      '/shop/01',
      'catalog/ProductPage',
      'Sheesham Wood Chair',
      ['Rs 6499', 'Hand-rubbed sheesham, pegged joints.', 'Sturdy and beautiful.', 'Worth the wait.'],
    ],
    ['/category/study-table', 'catalog/CategoryPage', 'Study Table', ['Teak Study Table']],
    ['/about', 'catalog/AboutPage', 'About the workshop', []],
    ['/privacy-policy', 'catalog/PrivacyPolicyPage', 'Privacy policy', []],
  ])(
    '%s: the page of %s is in the HTML, in the shell’s app in #root, with its head, data and CSS',
    async (url, module, heading, texts) => {
      const response = await get(app, url);

      expect(response.statusCode).toBe(200);
      const page = parsePage(response.body);
      const rendered = serverPageOf(response.body);
      expect(rendered?.getAttribute(SERVER_PAGE_ATTRIBUTE)).toBe(module);
      expect(rendered?.getAttribute(SERVER_PAGE_PATH_ATTRIBUTE)).toBe(url);
      expect(rendered?.querySelector('h1')?.text).toBe(heading);
      for (const text of texts) expect(rendered?.text).toContain(text);
      // The whole site in #root, in place of the app shell: the shell's server app (header, main,
      // footer) around the route's page, with the store name from the deployed config.
      expect(rendered?.id).toBe('root');
      expect(response.body).not.toContain(PAGE_SKELETON);
      expect(rendered?.querySelector('header')?.getAttribute('data-shell')).toBe('shell');
      expect(rendered?.querySelector('main h1')?.text).toBe(heading);
      expect(rendered?.querySelector('footer')?.text).toBe('Furniture Store footer');
      expect(rendered?.text).toContain('Furniture Store catalogue routes for a visitor');
      expect(page.title).toMatch(/^Furniture Store - /);
      // The route's CSS from the release's manifest, in the head: the page paints styled without
      // another round trip; its URL says which file it is (the remote's CSS loading finds it by it).
      const expose = module.split('/')[1] ?? '';
      const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      const styles = page.root.querySelectorAll('head style[data-href]');
      expect(styles.map((style) => [style.getAttribute('data-href'), style.text, style.getAttribute('nonce')])).toEqual(
        [
          [
            `${setup.upstreams.origin}${releaseFolder('routes')}/${expose}.routes.css`,
            fixtureStylesheet(expose, 'routes'),
            nonce,
          ],
        ],
      );
      expect(page.root.querySelectorAll('head link[rel="stylesheet"]')).toHaveLength(0);
      // Its scripts download with the HTML: the remote's entry and the page's chunk are preloaded in
      // the head (before any of the page), beside the shell's deferred main.js, nothing held.
      const release = `${setup.upstreams.origin}${releaseFolder('routes')}`;
      const preloads = page.root
        .querySelectorAll('head link[rel="preload"][as="script"]')
        .map((link) => link.getAttribute('href'));
      expect(preloads).toEqual(expect.arrayContaining([`${release}/remoteEntry.js`, `${release}/${expose}.routes.js`]));
      expect(response.body.indexOf(`${release}/remoteEntry.js`)).toBeLessThan(
        response.body.indexOf(SERVER_PAGE_ATTRIBUTE),
      );
      expect(page.root.querySelector('head script[src]')?.getAttribute('src')).toBe(
        `${setup.upstreams.origin}/main.js`,
      );
      expect(page.root.querySelector('head script[src]')?.hasAttribute('defer')).toBe(true);
      expect(warnings()).toEqual([]);
    },
  );

  it('answers HEAD with the page’s status and headers', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/shop/01', headers: { 'user-agent': BROWSER } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('puts the first page of reviews in the product page’s data, and still embeds the data for the browser', async () => {
    const page = parsePage((await get(app, '/shop/01')).body);

    expect(page.pageData).toMatchObject({
      product: { '01': { productName: 'Sheesham Wood Chair' } },
      reviewPage: { '01': { total: 2, reviews: [{ name: 'Meera' }, { name: 'Arjun' }] } },
    });
    expect(page.root.querySelectorAll(`script#${PAGE_DATA_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('sends a large page in place, shown without any script (not after its skeleton, revealed by one)', async () => {
    const response = await get(app, '/shop/05');

    expect(serverPageOf(response.body)?.querySelector('main h1')?.text).toBe('Carved Sheesham Bench');
    expect(response.body).not.toContain(PAGE_SKELETON);
    expect(response.body).not.toMatch(/<div hidden="" id="S:0">|<template id="B:0">/);
  });

  it('renders a hostile product name as text in the server’s HTML too', async () => {
    const response = await get(app, '/shop/02');

    const page = parsePage(response.body);
    expect(serverPageOf(response.body)?.querySelector('h1')?.text).toBe(HOSTILE_NAME);
    expect(serverPageOf(response.body)?.querySelectorAll('b')).toHaveLength(0);
    // Only the shell's own scripts, as deployed (inline early start, deferred main.js), and the
    // data blocks: nothing the name opened.
    const scripts = page.root
      .querySelectorAll('script')
      .map((script) => script.getAttribute('src') ?? script.getAttribute('type') ?? 'inline');
    expect(scripts).toEqual(['application/ld+json', 'inline', `${setup.upstreams.origin}/main.js`, 'application/json']);
  });

  it('sends the CSP the shell’s page calls for (kept per deploy), plus the render’s nonce for its CSS and any script React streams', async () => {
    for (const url of ['/shop/02', '/home']) {
      const response = await get(app, url);
      const csp = String(response.headers['content-security-policy']);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce?.replace(/[+/]/g, '\\$&')}'`));
      // A page ready at once streams no script of React's: the page adds no inline code at all.
      expect(parsePage(response.body).root.querySelectorAll('script[nonce]')).toHaveLength(0);
      const served = pageSecurityHeaders({
        html: shellIndexHtml(),
        config: toRuntimeConfig(CONFIG),
        remotes: { catalog: `${setup.upstreams.origin}${releaseFolder('routes')}/mf-manifest.json` },
        https: false,
        shellOrigin: setup.upstreams.origin,
      });
      expect(csp.replace(/ 'nonce-[^']+'/g, '')).toBe(served['Content-Security-Policy']);
    }
  });

  it('keeps 404s as they are: an unknown product or category is the not-found page, not rendered on the server', async () => {
    for (const url of ['/shop/99', '/category/spaceships']) {
      const response = await get(app, url);
      expect(response.statusCode).toBe(404);
      expect(serverPageOf(response.body)).toBeNull();
    }
  });

  it('renders every shopper the same page: cookies and tokens are never read, and no global store is written', async () => {
    await get(app, '/shop/01');
    const globalsBefore = [...Reflect.ownKeys(globalThis)].map((key) => [key, Reflect.get(globalThis, key) as unknown]);

    const [asha, ravi] = await Promise.all([
      get(app, '/shop/01', {
        'user-agent': BROWSER,
        cookie: 'session=asha-secret-cookie',
        authorization: 'Bearer asha-token',
      }),
      get(app, '/shop/01', {
        'user-agent': BROWSER,
        cookie: 'session=ravi-secret-cookie',
        authorization: 'Bearer ravi-token',
      }),
    ]);

    const withoutNonce = (body: string) => body.replace(/ nonce="[^"]+"/g, '');
    expect(withoutNonce(asha.body)).toBe(withoutNonce(ravi.body));
    expect(serverPageOf(asha.body)?.text).toContain('for a visitor');
    for (const secret of ['asha', 'ravi', 'secret', 'token']) expect(asha.body).not.toContain(secret);
    expect([...Reflect.ownKeys(globalThis)].map((key) => [key, Reflect.get(globalThis, key) as unknown])).toEqual(
      globalsBefore,
    );
  });

  it('serves the client-rendered page when the shell’s page has no #root to render into', async () => {
    setup.upstreams.deployShell(shellIndexHtml('old', { root: false }));

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(serverPageOf(response.body)).toBeNull();
    expect(warnings()).toEqual([
      expect.objectContaining({ module: 'catalog/AboutPage', reason: 'the shell page has no #root' }),
    ]);
  });
});

describe('crawlers and people', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await pageServer());
  });
  afterAll(() => app.close());

  // Each test its own release: the reviews are a lazy part arriving 50 ms after the rest of the page (once per build).
  it('a crawler gets the whole page in one piece: the late part in place, no script to put it there', async () => {
    deployCatalog(setup.upstreams, 'lazy-crawler', { lazyReviewsMs: 50 });

    const response = await get(app, '/shop/01', { 'user-agent': GOOGLEBOT });

    expect(serverPageOf(response.body)?.querySelector('ol.reviews')?.text).toContain('Sturdy and beautiful.');
    expect(response.body).not.toContain('Reviews are on their way');
    // Nothing streamed late: no script of React's.
    expect(response.body).not.toMatch(/<script nonce=/);
    expect(response.body).not.toContain('$RC');
  });

  it('a person gets the page as soon as its shell is ready; the late part streams in by a script the CSP allows by nonce', async () => {
    deployCatalog(setup.upstreams, 'lazy-person', { lazyReviewsMs: 50 });

    const response = await get(app, '/shop/01');

    expect(serverPageOf(response.body)?.querySelector('h1')?.text).toBe('Sheesham Wood Chair');
    expect(response.body).toContain('Reviews are on their way');
    expect(response.body).toContain('Sturdy and beautiful.');
    // React's scripts that put the late part in place carry the nonce.
    const nonces = [...response.body.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThanOrEqual(1);
    const nonce = nonces[0];
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'nonce-${nonce}' 'self'`);
  });
});
