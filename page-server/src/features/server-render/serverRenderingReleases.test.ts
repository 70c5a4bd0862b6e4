/**
 * A server-rendered page after a release: the next request renders with the new version (its head,
 * data and CSS too), no restart; and whatever goes wrong, the shopper gets the client-rendered page
 * (logged), never an error page.
 */
import { buildPageServer } from '../../app';
import { PAGE_SKELETON } from '../../test/fakeUpstreams';
import { parsePage } from '../../test/parseHtml';
import {
  deployCatalog,
  fixtureBuildSource,
  fixtureStylesheet,
  redeployCatalogInPlace,
  releaseFolder,
} from '../../test/serverBuildFixtures';
import { INLINE_STYLESHEET_MAX_BYTES } from '../server-builds/api/pageStylesheets';
import { get, GOOGLEBOT, serverPageOf, useRenderingSetup } from './testing/renderingSetup';

const setup = useRenderingSetup();
const pageServer = setup.pageServer;
const warnings = () => setup.logged('served the client-rendered page');
const remoteWarnings = () => setup.logged('the route’s remote could not answer: served the client-rendered page');

describe('redeploys', () => {
  it('renders with version 2 on the next request after remotes.json points at it, no restart; the loader holds only version 2', async () => {
    const v1 = deployCatalog(setup.upstreams, 'v1');
    const { app, serverPages } = await pageServer();
    expect(serverPageOf((await get(app, '/about')).body)?.text).toContain('catalogue v1');

    const v2 = deployCatalog(setup.upstreams, 'v2');
    const response = await get(app, '/about');

    expect(serverPageOf(response.body)?.text).toContain('catalogue v2');
    const head = parsePage(response.body).root.querySelector('head');
    expect(head?.querySelector('style[data-href]')?.text).toBe(fixtureStylesheet('AboutPage', 'v2'));
    // The scripts preloaded are the rendering version's too.
    const preloads = head
      ?.querySelectorAll('link[rel="preload"][as="script"]')
      .map((link) => link.getAttribute('href'));
    expect(preloads).toContain(`${setup.upstreams.origin}${releaseFolder('v2')}/remoteEntry.js`);
    expect(preloads?.join(' ')).not.toContain(releaseFolder('v1'));
    expect(serverPages.loaded().filter(({ name }) => name === 'catalog')).toEqual([{ name: 'catalog', url: v2 }]);
    expect(v2).not.toBe(v1);
    await app.close();
  });

  it('a catalogue release alone changes a page’s head and data: the same page server writes the new build’s', async () => {
    deployCatalog(setup.upstreams, 'head-v1');
    const { app } = await pageServer();
    const before = parsePage((await get(app, '/about')).body);
    expect(before.meta('description')).toBe('Who makes our furniture (head-v1)');

    const changed = fixtureBuildSource('head-v2').replace("'About us'", "'Our workshop'");
    deployCatalog(setup.upstreams, 'head-v2', {}, changed);
    const after = parsePage((await get(app, '/about')).body);

    expect(after.title).toBe('Furniture Store - Our workshop');
    expect(after.meta('og:title')).toBe('Furniture Store - Our workshop');
    expect(after.meta('description')).toBe('Who makes our furniture (head-v2)');
    await app.close();
  });

  it('links a stylesheet too large to inline: a browser keeps it across pages instead of every page carrying it', async () => {
    deployCatalog(setup.upstreams, 'large-css');
    const large = `${releaseFolder('large-css')}/AboutPage.large-css.css`;
    setup.upstreams.publish(large, `.about{}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`);
    const { app } = await pageServer();
    const head = parsePage((await get(app, '/about')).body).root.querySelector('head');

    expect(head?.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href'))).toEqual([
      `${setup.upstreams.origin}${large}`,
    ]);
    expect(head?.querySelectorAll('style[data-href]')).toHaveLength(0);
    await app.close();
  });

  it('in development, follows a redeploy of a remote without integrity under the same URLs once refreshed (the 5 s poll does it); an unchanged manifest loads nothing', async () => {
    const v1 = deployCatalog(setup.upstreams, 'same-url', {}, undefined, { verified: false });
    const { app, serverPages } = await pageServer();
    expect(serverPageOf((await get(app, '/about')).body)?.text).toContain('catalogue same-url');
    await serverPages.refresh();
    expect(serverPages.loaded().filter(({ name }) => name === 'catalog')).toEqual([{ name: 'catalog', url: v1 }]);

    const v2 = redeployCatalogInPlace(setup.upstreams, 'same-url', 'overwritten');
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
    deployCatalog(setup.upstreams, 'broken-render', { throwOnRender: true });
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
    deployCatalog(setup.upstreams, version, behaviour);
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
    deployCatalog(setup.upstreams, 'missing');
    setup.upstreams.deployRemotes({
      catalog: `${setup.upstreams.origin}/remotes/catalog/never-released/mf-manifest.json`,
    });
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
    deployCatalog(setup.upstreams, 'loading');
    const real = setup.serverPages();
    const stillLoading: typeof real = { ...real, page: () => new Promise<never>(() => undefined) };
    const app = await buildPageServer({
      config: setup.upstreams.config({ logLevel: 'warn' }),
      serverPages: stillLoading,
      logStream: setup.logStream,
    });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(parsePage(response.body).title).toBe('Furniture Store - About us');
    expect(warnings()[0]?.reason).toBe('the server build could not be loaded: not loaded within 300 ms');
    await app.close();
  });

  it('a render that takes more than 300 ms', async () => {
    deployCatalog(setup.upstreams, 'slow', { busyMs: 350 });
    const { app } = await pageServer({ serverRenderReadyMs: 300 });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toMatch(/^not ready within 300 ms \(\d+ ms\)$/);
    await app.close();
  });

  it('a build that loads in 200 ms and renders in 200 ms: one 300 ms budget for both, not 300 ms each', async () => {
    deployCatalog(setup.upstreams, 'slow-both', { busyMs: 200 });
    const real = setup.serverPages();
    const slowToLoad: typeof real = {
      ...real,
      page: (async (...args: Parameters<typeof real.page>) => {
        // Stands in for a server build whose loading takes 200 ms of the shopper's 300 ms budget.
        const [page] = await Promise.all([real.page(...args), new Promise((resolve) => setTimeout(resolve, 200))]);
        return page;
      }) as typeof real.page,
    };
    const app = await buildPageServer({
      config: setup.upstreams.config({ logLevel: 'warn', serverRenderReadyMs: 300 }),
      serverPages: slowToLoad,
      logStream: setup.logStream,
    });

    const response = await get(app, '/about');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toMatch(/^not ready within 300 ms \(\d+ ms\)$/);
    await app.close();
  });

  it('a crawler’s render that never finishes', async () => {
    deployCatalog(setup.upstreams, 'never', { lazyReviewsMs: 60_000 });
    const { app } = await pageServer({ serverRenderReadyMs: 300 });

    const response = await get(app, '/shop/01', { 'user-agent': GOOGLEBOT });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(warnings()[0]?.reason).toBe('not ready within 300 ms');
    await app.close();
  });
});
