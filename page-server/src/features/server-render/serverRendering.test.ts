/**
 * Catalogue routes rendered on the server with the catalogue's server build, on the fake
 * shell host and API with small hand-written server builds published as releases: the page's
 * content is in the HTML, inside the shell's page, with the same head, data and status; a redeploy
 * shows on the next request; anything that goes wrong serves the client-rendered page.
 */
import type { FastifyInstance } from 'fastify';
import {
  PAGE_DATA_ELEMENT_ID,
  SERVER_PAGE_ATTRIBUTE,
  SERVER_PAGE_PATH_ATTRIBUTE,
  toRuntimeConfig,
} from 'shared-contracts';
import type { ReviewView } from 'shared-contracts/catalogue';
import { buildPageServer } from '../../app';
import {
  CONFIG,
  PAGE_SKELETON,
  product,
  shellIndexHtml,
  startFakeUpstreams,
  type FakeUpstreams,
} from '../../test/fakeUpstreams';
import { pageSecurityHeaders } from '../security/pageSecurityHeaders';
import { parsePage } from '../../test/parseHtml';
import {
  deployCatalog,
  fixtureBuildSource,
  fixtureStylesheet,
  redeployCatalogInPlace,
  releaseFolder,
} from '../../test/serverBuildFixtures';
import { INLINE_STYLESHEET_MAX_BYTES } from '../server-builds/api/pageStylesheets';
import { PAGE_SERVER_SHARED } from '../server-builds/sharedModules';
import { remoteServerPages } from '../server-builds/api/remoteServerPages';

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const review = (id: string, name: string, text: string): ReviewView => ({
  id,
  productId: '01',
  name,
  rating: 5,
  text,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  verifiedPurchase: false,
  mine: false,
});

let upstreams: FakeUpstreams;
const logs: string[] = [];

beforeAll(async () => {
  upstreams = await startFakeUpstreams(
    [
      product('01', {
        productName: 'Sheesham Wood Chair',
        description: 'Hand-rubbed sheesham, pegged joints.',
        price: 6499,
        reviewCount: 2,
      }),
      product('02', { productName: HOSTILE_NAME, description: '<b>not bold</b>' }),
      product('04', { productName: 'Teak Study Table', category: 'Study Table' }),
      // Its page is larger than React's default chunk for a boundary (12,800 bytes).
      product('05', {
        productName: 'Carved Sheesham Bench',
        category: 'Bench',
        description: 'Hand carved. '.repeat(2000),
      }),
    ],
    { reviews: { '01': [review('r2', 'Meera', 'Sturdy and beautiful.'), review('r1', 'Arjun', 'Worth the wait.')] } },
  );
});

afterAll(async () => upstreams.close());

beforeEach(() => {
  logs.length = 0;
  upstreams.deployShell(shellIndexHtml());
});

/** A page server on the fakes; renders get 5 s to be ready unless a test is about the limit (a loaded CI machine must not flake). */
async function pageServer(options: { serverRenderReadyMs?: number } = {}) {
  const config = upstreams.config({ logLevel: 'warn', serverRenderReadyMs: options.serverRenderReadyMs ?? 5000 });
  const serverPages = remoteServerPages({
    shared: PAGE_SERVER_SHARED,
    policy: config.remoteCode,
    fetchImpl: fetch,
    shellOrigin: upstreams.origin,
  });
  const app = await buildPageServer({
    config,
    serverPages,
    logStream: { write: (line) => void logs.push(line) },
  });
  return { app, serverPages };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = { 'user-agent': BROWSER }) =>
  app.inject({ method: 'GET', url, headers });
const serverPageOf = (html: string) => parsePage(html).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);
const logged = (message: string) =>
  logs
    .map((line) => JSON.parse(line) as { msg: string; reason?: string; module?: string })
    .filter((entry) => entry.msg === message);
const warnings = () => logged('served the client-rendered page');
const remoteWarnings = () => logged('the route’s remote could not answer: served the client-rendered page');

describe('each catalogue route arrives rendered', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    deployCatalog(upstreams, 'routes');
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
            `${upstreams.origin}${releaseFolder('routes')}/${expose}.routes.css`,
            fixtureStylesheet(expose, 'routes'),
            nonce,
          ],
        ],
      );
      expect(page.root.querySelectorAll('head link[rel="stylesheet"]')).toHaveLength(0);
      // Its scripts download with the HTML: the remote's entry and the page's chunk are preloaded in
      // the head (before any of the page), beside the shell's deferred main.js, nothing held.
      const release = `${upstreams.origin}${releaseFolder('routes')}`;
      const preloads = page.root
        .querySelectorAll('head link[rel="preload"][as="script"]')
        .map((link) => link.getAttribute('href'));
      expect(preloads).toEqual(expect.arrayContaining([`${release}/remoteEntry.js`, `${release}/${expose}.routes.js`]));
      expect(response.body.indexOf(`${release}/remoteEntry.js`)).toBeLessThan(
        response.body.indexOf(SERVER_PAGE_ATTRIBUTE),
      );
      expect(page.root.querySelector('head script[src]')?.getAttribute('src')).toBe(`${upstreams.origin}/main.js`);
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
    expect(scripts).toEqual(['application/ld+json', 'inline', `${upstreams.origin}/main.js`, 'application/json']);
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
        remotes: { catalog: `${upstreams.origin}${releaseFolder('routes')}/mf-manifest.json` },
        https: false,
        shellOrigin: upstreams.origin,
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
    upstreams.deployShell(shellIndexHtml('old', { root: false }));

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
    deployCatalog(upstreams, 'lazy-crawler', { lazyReviewsMs: 50 });

    const response = await get(app, '/shop/01', { 'user-agent': GOOGLEBOT });

    expect(serverPageOf(response.body)?.querySelector('ol.reviews')?.text).toContain('Sturdy and beautiful.');
    expect(response.body).not.toContain('Reviews are on their way');
    // Nothing streamed late: no script of React's.
    expect(response.body).not.toMatch(/<script nonce=/);
    expect(response.body).not.toContain('$RC');
  });

  it('a person gets the page as soon as its shell is ready; the late part streams in by a script the CSP allows by nonce', async () => {
    deployCatalog(upstreams, 'lazy-person', { lazyReviewsMs: 50 });

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

describe('redeploys', () => {
  it('renders with version 2 on the next request after remotes.json points at it, no restart; the loader holds only version 2', async () => {
    const v1 = deployCatalog(upstreams, 'v1');
    const { app, serverPages } = await pageServer();
    expect(serverPageOf((await get(app, '/about')).body)?.text).toContain('catalogue v1');

    const v2 = deployCatalog(upstreams, 'v2');
    const response = await get(app, '/about');

    expect(serverPageOf(response.body)?.text).toContain('catalogue v2');
    const head = parsePage(response.body).root.querySelector('head');
    expect(head?.querySelector('style[data-href]')?.text).toBe(fixtureStylesheet('AboutPage', 'v2'));
    // The scripts preloaded are the rendering version's too.
    const preloads = head
      ?.querySelectorAll('link[rel="preload"][as="script"]')
      .map((link) => link.getAttribute('href'));
    expect(preloads).toContain(`${upstreams.origin}${releaseFolder('v2')}/remoteEntry.js`);
    expect(preloads?.join(' ')).not.toContain(releaseFolder('v1'));
    expect(serverPages.loaded().filter(({ name }) => name === 'catalog')).toEqual([{ name: 'catalog', url: v2 }]);
    expect(v2).not.toBe(v1);
    await app.close();
  });

  it('a catalogue release alone changes a page’s head and data: the same page server writes the new build’s', async () => {
    deployCatalog(upstreams, 'head-v1');
    const { app } = await pageServer();
    const before = parsePage((await get(app, '/about')).body);
    expect(before.meta('description')).toBe('Who makes our furniture (head-v1)');

    const changed = fixtureBuildSource('head-v2').replace("'About us'", "'Our workshop'");
    deployCatalog(upstreams, 'head-v2', {}, changed);
    const after = parsePage((await get(app, '/about')).body);

    expect(after.title).toBe('Furniture Store - Our workshop');
    expect(after.meta('og:title')).toBe('Furniture Store - Our workshop');
    expect(after.meta('description')).toBe('Who makes our furniture (head-v2)');
    await app.close();
  });

  it('links a stylesheet too large to inline: a browser keeps it across pages instead of every page carrying it', async () => {
    deployCatalog(upstreams, 'large-css');
    const large = `${releaseFolder('large-css')}/AboutPage.large-css.css`;
    upstreams.publish(large, `.about{}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`);
    const { app } = await pageServer();
    const head = parsePage((await get(app, '/about')).body).root.querySelector('head');

    expect(head?.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href'))).toEqual([
      `${upstreams.origin}${large}`,
    ]);
    expect(head?.querySelectorAll('style[data-href]')).toHaveLength(0);
    await app.close();
  });

  it('in development, follows a redeploy of a remote without integrity under the same URLs once refreshed (the 5 s poll does it); an unchanged manifest loads nothing', async () => {
    const v1 = deployCatalog(upstreams, 'same-url', {}, undefined, { verified: false });
    const { app, serverPages } = await pageServer();
    expect(serverPageOf((await get(app, '/about')).body)?.text).toContain('catalogue same-url');
    await serverPages.refresh();
    expect(serverPages.loaded().filter(({ name }) => name === 'catalog')).toEqual([{ name: 'catalog', url: v1 }]);

    const v2 = redeployCatalogInPlace(upstreams, 'same-url', 'overwritten');
    await serverPages.refresh();
    const response = await get(app, '/about');

    expect(serverPageOf(response.body)?.text).toContain('catalogue overwritten');
    expect(parsePage(response.body).root.querySelector('head style[data-href]')?.text).toBe(
      fixtureStylesheet('AboutPage', 'overwritten'),
    );
    expect(serverPages.loaded().filter(({ name }) => name === 'catalog')).toEqual([{ name: 'catalog', url: v2 }]);
    await app.close();
  });
});

describe('whatever goes wrong, the shopper gets the client-rendered page (logged), never an error page', () => {
  it('a page that throws while rendering: its route’s status, head and data all the same', async () => {
    deployCatalog(upstreams, 'broken-render', { throwOnRender: true });
    const { app } = await pageServer();

    const response = await get(app, '/shop/01');

    expect(response.statusCode).toBe(200);
    expect(serverPageOf(response.body)).toBeNull();
    expect(response.body).toContain(PAGE_SKELETON);
    expect(parsePage(response.body).title).toBe('Furniture Store - Sheesham Wood Chair');
    expect(parsePage(response.body).pageData).toMatchObject({ product: { '01': { id: '01' } } });
    expect(warnings()).toEqual([
      expect.objectContaining({
        module: 'catalog/ProductPage',
        reason: 'the render failed: the page broke while rendering',
      }),
    ]);
    await app.close();
  });

  // Without its remote's loader the page server cannot know the page's content or head: crawlers
  // are told to come back (503, Retry-After, noindex) rather than index an empty page; shoppers get
  // the client-rendered page, which reads what it needs itself.
  it.each([
    [
      'a build that throws when loaded',
      'broken-load',
      { throwOnLoad: true },
      /could not be loaded: this build is broken$/,
    ],
    ['a loader that throws', 'broken-loader', { throwInLoader: true }, /^its loader failed: this loader is broken$/],
    [
      'a build whose pages export no loader and head',
      'no-loaders',
      { withoutRouteModules: true },
      /exports no loader and head$/,
    ],
  ])('%s: 503 with Retry-After and noindex', async (_case, version, behaviour, reason) => {
    deployCatalog(upstreams, version, behaviour);
    const { app } = await pageServer();

    const response = await get(app, '/shop/01');

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(serverPageOf(response.body)).toBeNull();
    expect(response.body).toContain(PAGE_SKELETON);
    expect(parsePage(response.body).meta('robots')).toBe('noindex');
    expect(remoteWarnings()).toEqual([
      expect.objectContaining({ module: 'catalog/ProductPage', reason: expect.stringMatching(reason) }),
    ]);
    await app.close();
  });

  it('a server build that is not there: 503, and still a 404 for what the page server knows is no page', async () => {
    deployCatalog(upstreams, 'missing');
    upstreams.deployRemotes({ catalog: `${upstreams.origin}/remotes/catalog/never-released/mf-manifest.json` });
    const { app } = await pageServer();

    const response = await get(app, '/home');

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(remoteWarnings()[0]?.reason).toMatch(
      /^the server build could not be loaded: .*\/never-released\/mf-manifest\.json answered 404$/,
    );
    expect((await get(app, '/category/lamps')).statusCode).toBe(404);
    expect((await get(app, '/no-such-page')).statusCode).toBe(404);
    await app.close();
  });

  it('a server build still loading after 300 ms (it will serve a later request): its loader and head still answer', async () => {
    deployCatalog(upstreams, 'loading');
    const real = remoteServerPages({
      shellOrigin: upstreams.origin,
      shared: PAGE_SERVER_SHARED,
      policy: upstreams.config().remoteCode,
      fetchImpl: fetch,
    });
    const stillLoading: typeof real = { ...real, page: () => new Promise<never>(() => undefined) };
    const app = await buildPageServer({
      config: upstreams.config({ logLevel: 'warn' }),
      serverPages: stillLoading,
      logStream: { write: (line) => void logs.push(line) },
    });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(parsePage(response.body).title).toBe('Furniture Store - About us');
    expect(warnings()[0]?.reason).toBe('the server build could not be loaded: not loaded within 300 ms');
    await app.close();
  });

  it('a render that takes more than 300 ms', async () => {
    deployCatalog(upstreams, 'slow', { busyMs: 350 });
    const { app } = await pageServer({ serverRenderReadyMs: 300 });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toMatch(/^not ready within 300 ms \(\d+ ms\)$/);
    await app.close();
  });

  it('a build that loads in 200 ms and renders in 200 ms: one 300 ms budget for both, not 300 ms each', async () => {
    deployCatalog(upstreams, 'slow-both', { busyMs: 200 });
    const real = remoteServerPages({
      shellOrigin: upstreams.origin,
      shared: PAGE_SERVER_SHARED,
      policy: upstreams.config().remoteCode,
      fetchImpl: fetch,
    });
    const slowToLoad: typeof real = {
      ...real,
      page: (async (...args: Parameters<typeof real.page>) => {
        const [page] = await Promise.all([real.page(...args), new Promise((resolve) => setTimeout(resolve, 200))]);
        return page;
      }) as typeof real.page,
    };
    const app = await buildPageServer({
      config: upstreams.config({ logLevel: 'warn', serverRenderReadyMs: 300 }),
      serverPages: slowToLoad,
      logStream: { write: (line) => void logs.push(line) },
    });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toMatch(/^not ready within 300 ms \(\d+ ms\)$/);
    await app.close();
  });

  it('a crawler’s render that never finishes', async () => {
    deployCatalog(upstreams, 'never', { lazyReviewsMs: 60_000 });
    const { app } = await pageServer({ serverRenderReadyMs: 300 });

    const response = await get(app, '/shop/01', { 'user-agent': GOOGLEBOT });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toBe('not ready within 300 ms');
    await app.close();
  });
});
