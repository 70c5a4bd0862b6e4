/**
 * Tiny hand-written server builds of the catalogue (CommonJS, as tooling/server-build.js emits:
 * `exports.exposes`, requiring only shared modules), published on the fake upstreams as a release
 * folder: mf-manifest.json (with each page's CSS) and server/server-manifest.json beside it.
 */
import {
  HOME_FEATURED_PRODUCT_IDS,
  HOME_SECTIONS,
  homeSectionQueries,
  productListSearch,
  serverIntegrityKey,
} from 'shared-contracts';
import { integrityOf } from '../features/server-builds/api/verifiedRemoteCode';
import type { FakeUpstreams } from './fakeUpstreams';

export interface FixtureBehaviour {
  /** The build throws when loaded. */
  throwOnLoad?: boolean;
  /** Every page throws when rendered. */
  throwOnRender?: boolean;
  /** Every page blocks the event loop this long when rendered. */
  busyMs?: number;
  /** The product page's reviews are a lazy part that arrives this late (a Suspense boundary). */
  lazyReviewsMs?: number;
  /** Every loader throws (a broken release). */
  throwInLoader?: boolean;
  /** The pages export no loader and head (a build from before route modules). */
  withoutRouteModules?: boolean;
}

/** The build's source: each page shows `label` (the version), the route's own content and links. */
export function fixtureBuildSource(label: string, behaviour: FixtureBehaviour = {}): string {
  return `
const React = require('react');
const h = React.createElement;
const { Link, useParams } = require('shared-contracts/router');
const { useAuth, useConfig, usePageData } = require('shared-contracts/react');
const LABEL = ${JSON.stringify(label)};
const behaviour = ${JSON.stringify(behaviour)};
if (behaviour.throwOnLoad) throw new Error('this build is broken');

function Frame(props) {
  if (behaviour.busyMs) { const end = Date.now() + behaviour.busyMs; while (Date.now() < end) {} }
  if (behaviour.throwOnRender) throw new Error('the page broke while rendering');
  const { storeName } = useConfig();
  const { user } = useAuth();
  return h('section', { className: 'fixture-page' }, h('p', null, storeName + ' catalogue ' + LABEL + ' for ' + (user ? user.email : 'a visitor')), props.children);
}
const card = (product) => h('li', { key: product.id }, h(Link, { to: '/shop/' + product.id }, product.productName), ' ', h('span', null, 'Rs ' + product.price));
const list = (page) => h('ul', { className: 'cards' }, (page ? page.products : []).map(card));

function Reviews({ page }) {
  return h('ol', { className: 'reviews' }, page.reviews.map((review) => h('li', { key: review.id }, h('b', null, review.name), ' ', review.text)));
}
const LateReviews = behaviour.lazyReviewsMs ? React.lazy(() => new Promise((resolve) => setTimeout(() => resolve({ default: Reviews }), behaviour.lazyReviewsMs).unref())) : Reviews;

function HomePage() {
  return h(Frame, null, h('h1', null, 'Handmade furniture'), list(usePageData('productPage', 'limit=8&offset=0&category=Chair')));
}
function ShopPage() {
  return h(Frame, null, h('h1', null, 'Shop all furniture'));
}
function ProductPage() {
  const { id } = useParams();
  const product = usePageData('product', id);
  const reviews = usePageData('reviewPage', id);
  if (!product) return h(Frame, null, h('p', null, 'Loading product'));
  return h(Frame, null,
    h('h1', null, product.productName),
    h('p', { className: 'price' }, 'Rs ' + product.price),
    h('p', null, product.description),
    h(Link, { to: '/category/' + product.category.toLowerCase().replace(/ /g, '-') }, 'More ' + product.category),
    reviews ? h(React.Suspense, { fallback: h('p', null, 'Reviews are on their way') }, h(LateReviews, { page: reviews })) : h('p', null, 'No reviews read'));
}
function CategoryPage() {
  const { categoryName } = useParams();
  const category = categoryName.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
  const key = new URLSearchParams({ limit: '100', offset: '0', category }).toString();
  return h(Frame, null, h('h1', null, category), list(usePageData('productPage', key)));
}
function AboutPage() {
  return h(Frame, null, h('h1', null, 'About the workshop'));
}
function PrivacyPolicyPage() {
  return h(Frame, null, h('h1', null, 'Privacy policy'));
}
// Each page's loader and head, as the catalogue's route modules (shared-contracts' ServerRouteModule).
async function readJson(fetchApi, path) {
  const response = await fetchApi(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error(path + ' answered ' + response.status), { status: response.status });
  return response.json();
}
const listKey = (fields) => new URLSearchParams(fields).toString();
const page = (data, pageData) => ({ status: 200, data, pageData });
const head = (title, describe, path) => (data, context) => ({
  title: context.config.storeName + ' - ' + title(data),
  description: describe ? describe(data) + ' (' + LABEL + ')' : context.defaultDescription,
  canonical: context.siteUrl + path(data),
  noindex: false,
  ogType: 'website',
  ogImage: null,
  jsonLd: [],
});
const routes = {
  HomePage: {
    // The API calls the catalogue's home makes: each section's list and the featured products.
    async loader({ fetchApi }) {
      const keys = ${JSON.stringify(HOME_SECTIONS.flatMap(homeSectionQueries).map(productListSearch))};
      const pages = await Promise.all(keys.map((key) => readJson(fetchApi, '/api/products?' + key)));
      const featured = ${JSON.stringify(Object.values(HOME_FEATURED_PRODUCT_IDS))};
      await Promise.all(featured.map((id) => readJson(fetchApi, '/api/products/' + id).catch(() => null)));
      return page(null, { productPage: Object.fromEntries(keys.map((key, i) => [key, pages[i]])) });
    },
    head: head(() => 'Home', null, () => '/home'),
  },
  ShopPage: {
    async loader({ searchParams, fetchApi }) {
      const key = listKey({ limit: '24', offset: '0', ...(searchParams.get('q') ? { q: searchParams.get('q') } : {}) });
      return page(null, { productPage: { [key]: await readJson(fetchApi, '/api/products?' + key) } });
    },
    head: head(() => 'Shop', () => 'Every piece we make', () => '/shop'),
  },
  ProductPage: {
    async loader({ params, fetchApi }) {
      const id = params.id;
      let product;
      try {
        product = await readJson(fetchApi, '/api/products/' + encodeURIComponent(id));
      } catch (error) {
        if (error.status === 404) return { status: 404 };
        throw error;
      }
      const reviews = await readJson(fetchApi, '/api/products/' + encodeURIComponent(id) + '/reviews?limit=10&offset=0').catch(() => null);
      return page(product, { product: { [id]: product }, ...(reviews ? { reviewPage: { [id]: reviews } } : {}) });
    },
    head: (product, context) => ({
      ...head((p) => p.productName, (p) => p.shortDesc, (p) => '/shop/' + p.id)(product, context),
      ogType: 'product',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: product.productName, sku: product.id }],
    }),
  },
  CategoryPage: {
    async loader({ params, fetchApi }) {
      const category = params.categoryName.split('-').map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase()).join(' ');
      const key = listKey({ limit: '100', offset: '0', category });
      return page(category, { productPage: { [key]: await readJson(fetchApi, '/api/products?' + key) } });
    },
    head: head((category) => category, (category) => category + ' in solid wood', (category) => '/category/' + category.toLowerCase().replace(/ /g, '-')),
  },
  AboutPage: { loader: async () => page(null, null), head: head(() => 'About us', () => 'Who makes our furniture', () => '/about') },
  PrivacyPolicyPage: { loader: async () => page(null, null), head: head(() => 'Privacy Policy', () => 'What we keep', () => '/privacy-policy') },
};
const route = (name, Page) => {
  if (behaviour.withoutRouteModules) return { default: Page };
  const loader = behaviour.throwInLoader ? async () => { throw new Error('this loader is broken'); } : routes[name].loader;
  return { default: Page, loader, head: routes[name].head };
};
exports.exposes = {
  './HomePage': route('HomePage', HomePage),
  './ShopPage': route('ShopPage', ShopPage),
  './ProductPage': route('ProductPage', ProductPage),
  './CategoryPage': route('CategoryPage', CategoryPage),
  './AboutPage': route('AboutPage', AboutPage),
  './PrivacyPolicyPage': route('PrivacyPolicyPage', PrivacyPolicyPage),
};
`;
}

const PAGES = ['HomePage', 'ShopPage', 'ProductPage', 'CategoryPage', 'AboutPage', 'PrivacyPolicyPage'];

/** The browser build's manifest: each page's CSS file and chunk (named after the version), files beside the manifest. */
export const fixtureBrowserManifest = (version: string): string =>
  JSON.stringify({
    metaData: {
      name: 'catalog',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    exposes: PAGES.map((page) => ({
      name: page,
      path: `./${page}`,
      assets: {
        css: { sync: [`${page}.${version}.css`], async: [] },
        js: { sync: [`${page}.${version}.js`], async: [] },
      },
    })),
  });

/** A page's stylesheet in release `version`. */
export const fixtureStylesheet = (page: string, version: string): string => `.${page}-${version}{color:#2e7d32}`;

/** Where a release of the fixture catalogue lives on the fake upstreams. */
export const releaseFolder = (version: string): string => `/remotes/catalog/${version}`;

/** Publishes build `version` (browser manifest, server manifest, server build) into `folder`; returns the server build's URL. */
function publishBuild(upstreams: FakeUpstreams, folder: string, version: string, source: string): string {
  upstreams.publish(`${folder}/mf-manifest.json`, fixtureBrowserManifest(version));
  for (const page of PAGES) upstreams.publish(`${folder}/${page}.${version}.css`, fixtureStylesheet(page, version));
  upstreams.publish(
    `${folder}/server/server-manifest.json`,
    JSON.stringify({ name: 'catalog', entry: `catalog.server.${version}.js` }),
  );
  upstreams.publish(`${folder}/server/catalog.server.${version}.js`, source);
  return `${upstreams.origin}${folder}/server/catalog.server.${version}.js`;
}

/**
 * Publishes release `version` (its browser manifest, server manifest and server build) and points
 * remotes.json at it, with the build's integrity as promote writes it (`verified: false`: none, as
 * npm start's local remotes.json).
 */
export function deployCatalog(
  upstreams: FakeUpstreams,
  version: string,
  behaviour: FixtureBehaviour = {},
  source = fixtureBuildSource(version, behaviour),
  { verified = true }: { verified?: boolean } = {},
): string {
  const url = publishBuild(upstreams, releaseFolder(version), version, source);
  upstreams.deployRemotes({
    catalog: `${upstreams.origin}${releaseFolder(version)}/mf-manifest.json`,
    ...(verified ? { [serverIntegrityKey('catalog')]: integrityOf(source) } : {}),
  });
  return url;
}

/** Overwrites release `into`'s folder with build `version` (a team redeploying under the same URLs); remotes.json stays. */
export const redeployCatalogInPlace = (
  upstreams: FakeUpstreams,
  into: string,
  version: string,
  source = fixtureBuildSource(version),
): string => publishBuild(upstreams, releaseFolder(into), version, source);
