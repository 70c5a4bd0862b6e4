/**
 * In-process stand-ins for what the page server reaches: the shell's static host (index.html,
 * config.json, remotes.json with ETags and 304s, like tooling/static-server.js; the shell's server
 * build beside its mf-manifest.json, named in remotes.json as a shell promote names it) and the products
 * API (GET /api/products paged, GET /api/products/{id} with 404s, no featured offer), on one ephemeral
 * loopback port.
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { productListSearch, SERVER_RENDERED_ROUTES, serverIntegrityKey, type CatalogueProduct } from 'shared-contracts';
import { FEATURED_OFFER_PATHS, PRODUCT_PAGE_LIMITS, STOCK_TEXT, type ReviewView } from 'shared-contracts/catalogue';
import { loadConfig, type PageServerConfig } from '../config';
import { integrityOf } from '../features/server-builds/api/verifiedRemoteCode';

export const STORE_NAME = 'Furniture Store';
export const SITE_URL = 'https://shop.example.in';
/** What the page server sends the API as PAGE_SERVER_SECRET (a deployed SITE_URL needs one). */
export const TEST_PAGE_SERVER_SECRET = 'page-server-test-secret-0123456789abcdef';
export const SHELL_DESCRIPTION =
  'Handcrafted solid-wood furniture from India: sofas, beds, tables, chairs and cabinets.';
export const EARLY_SCRIPT = 'window.__early = 1;';
/** The shell's deployed config.json. */
export const CONFIG = {
  storeName: STORE_NAME,
  apiBaseUrl: 'http://localhost:4000',
  firebase: { projectId: 'demo-storefront' },
};

/** What the app shell paints in #root before any script (the server's render takes its place). */
export const PAGE_SKELETON = '<div class="page-skeleton" aria-busy="true">Loading…</div>';

/**
 * Like the shell's built index.html: root-relative files, an inline script, the app shell's style,
 * and #root holding the app shell around a page skeleton (`root: false`: a page without #root).
 */
export const shellIndexHtml = (marker = 'v1', { root = true }: { root?: boolean } = {}): string =>
  `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>` +
  `<meta name="description" content="${SHELL_DESCRIPTION}"/><title>Furniture Store - Home</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
  `<link rel="preload" href="/remotes.json" as="fetch" crossorigin/><link rel="preload" href="/config.json" as="fetch" crossorigin/>` +
  `<script>${EARLY_SCRIPT}</script><script defer="defer" src="/main.js" fetchpriority="high"></script><link rel="preload" as="style" href="/app.1234abcd.css">` +
  `<style data-app-shell-css="">body{margin:0}</style></head><body><div ${root ? 'id="root"' : 'class="app"'} data-build="${marker}">` +
  `<div data-app-shell=""><header><a href="/home">Home</a></header><main>${PAGE_SKELETON}</main><footer>Furniture Store footer</footer></div></div></body></html>`;

/**
 * The shell's server app in miniature (CommonJS, as tooling/server-build.js emits it): the config and
 * a router at the page's address, a header, the route's page in main inside a Suspense boundary, a footer.
 */
export const fixtureShellAppSource = (label = 'shell'): string => `
const React = require('react');
const h = React.createElement;
const { MemoryRouter, Route, Routes } = require('shared-contracts/router');
const { ConfigContext } = require('shared-contracts/react');
const PATTERNS = ${JSON.stringify(Object.fromEntries(SERVER_RENDERED_ROUTES.map(({ module, pattern }) => [module, pattern])))};
function App({ config, location, page }) {
  return h(ConfigContext.Provider, { value: config },
    h(MemoryRouter, { initialEntries: [location] },
      h('header', { 'data-shell': ${JSON.stringify(label)} }, h('a', { href: '/home' }, 'Home')),
      h('main', null, h(React.Suspense, { fallback: h('p', null, 'Loading page') },
        h(Routes, null, h(Route, { path: PATTERNS[page.module], element: h(page.Page) })))),
      h('footer', null, 'Furniture Store footer')));
}
exports.exposes = { './App': { default: App } };
`;

/** Where remotes.json points until a test deploys a remote: nothing listens there, so pages are client-rendered. */
export const UNDEPLOYED_CATALOG = 'http://127.0.0.1:9/catalog/mf-manifest.json';

export function product(id: string, fields: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    productName: `Sheesham Chair ${id}`,
    imgUrl: `http://localhost:4000/seed-art/${id}-abcd1234.svg`,
    category: 'Chair',
    price: 4999,
    shortDesc: `A sturdy chair ${id}.`,
    description: 'Long description.',
    reviews: [],
    avgRating: 0,
    stock: 5,
    status: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: `2025-02-${id.padStart(2, '0').slice(-2)}T10:00:00.000Z`,
    reviewCount: 0,
    ...fields,
  };
}

export interface FakeUpstreams {
  origin: string;
  products: CatalogueProduct[];
  /** Replaces the shell's deployed index.html (a redeploy). */
  deployShell(html: string): void;
  /** Replaces the shell's remotes.json (a promote or rollback). */
  deployRemotes(remotes: Record<string, string>): void;
  /** Publishes a file of a remote's host at `${origin}${path}` (path under /remotes/). */
  publish(path: string, body: string): void;
  /**
   * Deploys the shell's server build (`source`; null: none) and names its integrity in remotes.json
   * (`promoted: false`: not named, as a shell copied without promote). Default: fixtureShellAppSource().
   */
  deployShellBuild(source: string | null, options?: { promoted?: boolean }): void;
  /** Requests for shell files, with the If-None-Match each carried. */
  shellRequests: Array<{ path: string; ifNoneMatch: string | undefined }>;
  config(overrides?: Partial<PageServerConfig>): PageServerConfig;
  close(): Promise<void>;
}

const etagOf = (text: string): string => `"${createHash('sha1').update(text).digest('base64url').slice(0, 16)}"`;

/** reviews: each product's visible reviews, newest first, as GET /api/products/{id}/reviews pages them. */
export async function startFakeUpstreams(
  products: CatalogueProduct[],
  { reviews = {} }: { reviews?: Record<string, ReviewView[]> } = {},
): Promise<FakeUpstreams> {
  const app: FastifyInstance = Fastify();
  let indexHtml = shellIndexHtml();
  let remotes: Record<string, string> = { catalog: UNDEPLOYED_CATALOG };
  let shellIntegrity: string | null = null;
  const remotesJson = () =>
    JSON.stringify({ ...remotes, ...(shellIntegrity ? { [serverIntegrityKey('shell')]: shellIntegrity } : {}) });
  const remoteFiles = new Map<string, string>();
  const deployShellBuild: FakeUpstreams['deployShellBuild'] = (source, { promoted = true } = {}) => {
    for (const path of ['/mf-manifest.json', '/server/server-manifest.json', '/server/shell.server.js'])
      remoteFiles.delete(path);
    shellIntegrity = source !== null && promoted ? integrityOf(source) : null;
    if (source === null) return;
    remoteFiles.set('/mf-manifest.json', JSON.stringify({ name: 'shell', metaData: { name: 'shell' } }));
    remoteFiles.set('/server/server-manifest.json', JSON.stringify({ name: 'shell', entry: 'shell.server.js' }));
    remoteFiles.set('/server/shell.server.js', source);
  };
  deployShellBuild(fixtureShellAppSource());
  const shellRequests: FakeUpstreams['shellRequests'] = [];
  const shellFiles = (): Record<string, { type: string; body: string }> => ({
    '/index.html': { type: 'text/html; charset=utf-8', body: indexHtml },
    '/config.json': { type: 'application/json', body: JSON.stringify(CONFIG) },
    '/remotes.json': { type: 'application/json', body: remotesJson() },
  });
  for (const path of ['/index.html', '/config.json', '/remotes.json']) {
    app.get(path, async (request, reply) => {
      const file = shellFiles()[path]!;
      const ifNoneMatch = request.headers['if-none-match'];
      shellRequests.push({ path, ifNoneMatch });
      const etag = etagOf(file.body);
      reply.header('etag', etag);
      if (ifNoneMatch === etag) return reply.code(304).send();
      return reply.type(file.type).send(file.body);
    });
  }
  // No offer chosen: the home page's default couch and date.
  app.get(FEATURED_OFFER_PATHS.public, async () => ({ offer: null }));
  app.get<{ Querystring: Record<string, string> }>('/api/products', async (request) => {
    const { limit = String(PRODUCT_PAGE_LIMITS.default), offset = '0', category, sort } = request.query;
    let list = products.filter((p) => p.status === 'active' && (!category || p.category === category));
    if (sort === 'newest') list = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const from = Number(offset);
    return { products: list.slice(from, from + Number(limit)), total: list.length, limit: Number(limit), offset: from };
  });
  app.get<{ Params: { id: string } }>('/api/products/:id', async (request, reply) => {
    const found = products.find((p) => p.id === request.params.id);
    if (!found)
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No product with id '${request.params.id}' is sold here.`,
      });
    if (found.status === 'archived')
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: STOCK_TEXT.noLongerAvailable });
    return found;
  });
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/api/products/:id/reviews',
    async (request) => {
      const { limit = '10', offset = '0' } = request.query;
      const list = reviews[request.params.id] ?? [];
      const avgRating = list.length
        ? Math.round((list.reduce((sum, review) => sum + review.rating, 0) / list.length) * 10) / 10
        : 0;
      return {
        reviews: list.slice(Number(offset), Number(offset) + Number(limit)),
        total: list.length,
        limit: Number(limit),
        offset: Number(offset),
        avgRating,
        reviewCount: list.length,
      };
    },
  );
  const remoteFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = remoteFiles.get(request.url.split('?')[0] ?? '');
    if (body === undefined) return reply.code(404).send('Not found');
    return reply.type(request.url.endsWith('.json') ? 'application/json' : 'text/javascript').send(body);
  };
  app.get('/remotes/*', remoteFile);
  app.get('/mf-manifest.json', remoteFile);
  app.get('/server/*', remoteFile);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    products,
    deployShell: (html) => {
      indexHtml = html;
    },
    deployRemotes: (live) => {
      remotes = live;
    },
    deployShellBuild,
    publish: (path, body) => {
      remoteFiles.set(path, body);
    },
    shellRequests,
    config: (overrides = {}) => ({
      ...loadConfig({
        SHELL_ORIGIN: origin,
        API_ORIGIN: origin,
        SITE_URL: SITE_URL,
        LOG_LEVEL: 'silent',
        PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET,
      }),
      ...overrides,
    }),
    close: () => app.close(),
  };
}

/** The key the page data files a products-list page under. */
export const pageKey = productListSearch;
