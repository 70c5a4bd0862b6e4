/**
 * @jest-environment node
 *
 * The catalogue's real server build (npm run build:server), loaded by URL with the page server's
 * loader and rendered with React 19's streaming renderer, as the page server does.
 */
import { readFileSync, rmSync, writeFileSync } from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { authSessions, formatRupees, getCartSnapshot, getWishlistSnapshot } from 'shared-contracts';
import { createRemoteServerLoader, type ServerBuild } from '../../server-builds/api/remoteServerLoader';
import type { ProductPageProps } from '../../../../../mfe-catalog/src/pages/ProductPage';
import { catalogueProduct } from '../../../../../mfe-catalog/src/test/productFixtures';
import { buildCatalogServer, type BuiltServer } from './testing/buildCatalogServer';
import { renderRoute } from './testing/renderRoute';
import { PAGE_SERVER_SHARED } from '../../server-builds/sharedModules';

const CHAIR = catalogueProduct({ id: '07', productName: 'Sheesham Arm Chair', price: 6499 });
const SOFA = catalogueProduct({ id: '11', productName: 'Chettinad Teak Sofa', price: 42000, category: 'Sofa' });

const renderProduct = (build: ServerBuild, props: ProductPageProps, id = props.initialProduct?.id ?? '07') =>
  renderRoute({
    Page: build.getPage<ProductPageProps>('./ProductPage'),
    props,
    pattern: '/shop/:id',
    url: `/shop/${id}`,
  });

let built: BuiltServer;

beforeAll(() => {
  built = buildCatalogServer();
}, 180_000);

afterAll(() => rmSync(built.dir, { recursive: true, force: true }));

it('renders /shop/{id} from the product given: its name, price and description are in the HTML', async () => {
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy });
  const build = await loader.loadFromManifest(built.manifestUrl, null);

  const html = await renderProduct(build, { initialProduct: CHAIR });

  expect(html).toContain('<h1 id="cat-detail-title" class="cat-detail__title">Sheesham Arm Chair</h1>');
  expect(html).toContain(formatRupees(6499));
  expect(html).toContain('All about Sheesham Arm Chair.');
  expect(html).not.toContain('Loading product');
});

it('renders /home in Node (no window, no document): the hero, from the same build', async () => {
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy });
  const build = await loader.loadFromManifest(built.manifestUrl, null);

  const html = await renderRoute({ Page: build.getPage('./HomePage'), props: {}, pattern: '/home', url: '/home' });

  expect(html).toContain('Furniture made by hand, to be handed down');
  expect(build.exposes).toEqual([
    './HomePage',
    './ShopPage',
    './ProductPage',
    './CategoryPage',
    './AboutPage',
    './PrivacyPolicyPage',
  ]);
});

it('loads a second version in place of the first: the next render shows the new code, the first is released', async () => {
  // Version 2: the same build with a visible change, published under its own immutable name.
  const v2File = path.join(built.dir, 'catalog.server.v2.js');
  writeFileSync(v2File, readFileSync(built.entryFile, 'utf8').replaceAll('Add to Cart', 'Add to Basket'));
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy });
  const v1 = await loader.load('catalog', pathToFileURL(built.entryFile).href, null);
  expect(await renderProduct(v1, { initialProduct: CHAIR })).toContain('Add to Cart');

  const v2 = await loader.load('catalog', pathToFileURL(v2File).href, null);

  const html = await renderProduct(v2, { initialProduct: CHAIR });
  expect(html).toContain('Add to Basket');
  expect(html).not.toContain('Add to Cart');
  expect(v2.getPage('./ProductPage')).not.toBe(v1.getPage('./ProductPage'));
  expect(loader.loaded()).toEqual([{ name: 'catalog', url: pathToFileURL(v2File).href }]);
  // Asked again for version 2 (the next request), the loader answers the instance it holds.
  await expect(loader.load('catalog', pathToFileURL(v2File).href, null)).resolves.toBe(v2);
});

it('keeps the version in use when the next one fails to load', async () => {
  const broken = path.join(built.dir, 'catalog.server.broken.js');
  writeFileSync(broken, 'module.exports = { notABuild: true };');
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy });
  await loader.load('catalog', pathToFileURL(built.entryFile).href, null);

  await expect(loader.load('catalog', pathToFileURL(broken).href, null)).rejects.toThrow('is not a server build');

  expect(loader.loaded()).toEqual([{ name: 'catalog', url: pathToFileURL(built.entryFile).href }]);
});

it('renders two shoppers concurrently without sharing state: each page shows only its own product', async () => {
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy });
  const build = await loader.loadFromManifest(built.manifestUrl, null);

  const [chairPage, sofaPage] = await Promise.all([
    renderProduct(build, { initialProduct: CHAIR }),
    renderProduct(build, { initialProduct: SOFA }),
  ]);
  // A third request with no data for its product: nothing read for the others shows.
  const bare = await renderProduct(build, {}, '11');

  expect(chairPage).toContain('Sheesham Arm Chair');
  expect(chairPage).not.toContain('Chettinad Teak Sofa');
  expect(sofaPage).toContain('Chettinad Teak Sofa');
  expect(sofaPage).toContain(formatRupees(42000));
  expect(sofaPage).not.toContain('Sheesham Arm Chair');
  expect(bare).toContain('Loading product');
  expect(bare).not.toContain('Chettinad Teak Sofa');
  // The cart, wishlist and session stores live on globalThis, shared with the page server: rendering fills none.
  expect(getCartSnapshot().items).toEqual([]);
  expect(getWishlistSnapshot()).toEqual([]);
  expect(authSessions.current()).toBeUndefined();
});
