/**
 * Tiny hand-written server builds of the catalogue (CommonJS, as tooling/server-build.js emits:
 * `exports.exposes`, requiring only shared modules), published on the fake upstreams as a release
 * folder: mf-manifest.json (with each page's CSS) and server/server-manifest.json beside it.
 */
import { serverIntegrityKey } from 'shared-contracts';
import { integrityOf } from '../features/server-render/api/verifiedRemoteCode';
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
exports.exposes = {
  './HomePage': { default: HomePage },
  './ShopPage': { default: ShopPage },
  './ProductPage': { default: ProductPage },
  './CategoryPage': { default: CategoryPage },
  './AboutPage': { default: AboutPage },
  './PrivacyPolicyPage': { default: PrivacyPolicyPage },
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

/** Where a release of the fixture catalogue lives on the fake upstreams. */
export const releaseFolder = (version: string): string => `/remotes/catalog/${version}`;

/** Publishes build `version` (browser manifest, server manifest, server build) into `folder`; returns the server build's URL. */
function publishBuild(upstreams: FakeUpstreams, folder: string, version: string, source: string): string {
  upstreams.publish(`${folder}/mf-manifest.json`, fixtureBrowserManifest(version));
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
