/**
 * A page the page server sent with its data (page-data) renders that data on its first render,
 * without waiting for the API, asks nothing more while it hydrates, and takes the fresher copy the
 * API sends once the product stream is ready (a change between the server's read and the stream's
 * connection is in neither).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { categoryPageQuery, productListSearch } from 'shared-contracts';
import type { ProductPage as ProductListPage } from 'shared-contracts/catalogue';
import { embedPageData } from '../../../test/embedPageData';
import { fakeStream } from '../../../test/fakeEventSource';
import CategoryPage from '../../../pages/CategoryPage';
import ProductPage from '../../../pages/ProductPage';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { FIXTURE_PRODUCTS, fixture } from '../../../test/productFixtures';
import { freshCatalogueEachTest } from '../../../test/freshCatalogue';
import { renderPage, TEST_API } from '../../../test/renderPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

freshCatalogueEachTest();

it('a product page shows the embedded product at once, then reads it again once the stream is ready', async () => {
  const chair = fixture('01');
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  // The embedded copy is older than the API's: the fresher answer replaces it.
  embedPageData({
    product: { '01': { ...chair, productName: 'As the page server saw it', updatedAt: '2000-01-01T00:00:00.000Z' } },
  });
  api.hold();
  renderPage(<ProductPage />, { url: '/shop/01', route: '/shop/:id' });
  expect(screen.getByRole('heading', { level: 1, name: 'As the page server saw it' })).toBeInTheDocument();
  act(() => fakeStream.ready(FIXTURE_PRODUCTS.length));
  api.release();
  expect(await screen.findByRole('heading', { level: 1, name: chair.productName })).toBeInTheDocument();
  expect(api.urls()).toContain('/api/products/01');
});

it('a category page shows its embedded first page at once, then reads it again once the stream is ready', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  const chairs = FIXTURE_PRODUCTS.filter((p) => p.category === 'Chair');
  const page = { products: chairs.slice(0, 1), total: 1, limit: 100, offset: 0 };
  embedPageData({ productPage: { [productListSearch(categoryPageQuery('Chair'))]: page } });
  api.hold();
  renderPage(<CategoryPage />, { url: '/category/chair', route: '/category/:categoryName' });
  expect(screen.getByRole('heading', { level: 2, name: chairs[0]!.productName })).toBeInTheDocument();
  expect(screen.getByText('1 product')).toBeInTheDocument();
  act(() => fakeStream.ready(FIXTURE_PRODUCTS.length));
  api.release();
  await waitFor(() => expect(screen.getByText(`${chairs.length} products`)).toBeInTheDocument());
  expect(api.urls()).toEqual([`/api/products?${productListSearch(categoryPageQuery('Chair'))}`]);
});

it('a page the page server sent is read again quietly: never busy, and an answer equal to it renders nothing new', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  const chairs = FIXTURE_PRODUCTS.filter((p) => p.category === 'Chair');
  const search = productListSearch(categoryPageQuery('Chair'));
  // What the API will answer for the page, embedded as the page server read it.
  embedPageData({
    productPage: {
      [search]: (await (await api.fetch(`${TEST_API}/api/products?${search}`)).json()) as ProductListPage,
    },
  });
  const asked = api.urls().length;
  api.hold();
  const { container } = renderPage(<CategoryPage />, { url: '/category/chair', route: '/category/:categoryName' });
  const heading = screen.getByRole('heading', { level: 2, name: chairs[0]!.productName });
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  act(() => fakeStream.ready(FIXTURE_PRODUCTS.length));
  api.release();
  await waitFor(() => expect(api.urls().slice(asked)).toEqual([`/api/products?${search}`]));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: chairs[0]!.productName })).toBe(heading);
  expect(screen.getByText(`${chairs.length} products`)).toBeInTheDocument();
});

it('asks nothing the page server embedded while the page hydrates: the first tap does not wait for requests', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  const chair = fixture('01');
  const search = productListSearch(categoryPageQuery('Chair'));
  embedPageData({
    product: { '01': chair },
    productPage: { [search]: { products: [chair], total: 1, limit: 100, offset: 0 } },
  });
  renderPage(<ProductPage />, { url: '/shop/01', route: '/shop/:id' });
  renderPage(<CategoryPage />, { url: '/category/chair', route: '/category/:categoryName' });
  // Rendered and effects run (render() flushes them): what was not embedded (the product's
  // related items, its reviews) is asked at once, what was is not.
  await waitFor(() => expect(api.urls().length).toBeGreaterThan(0));
  expect(api.urls()).not.toContain('/api/products/01');
  expect(api.urls()).not.toContain(`/api/products?${search}`);
  act(() => fakeStream.ready(FIXTURE_PRODUCTS.length));
  await waitFor(() =>
    expect(api.urls()).toEqual(expect.arrayContaining(['/api/products/01', `/api/products?${search}`])),
  );
});
