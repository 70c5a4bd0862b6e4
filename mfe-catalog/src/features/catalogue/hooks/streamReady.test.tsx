/**
 * A change made between a page's read and the product stream's connection reaches the page in
 * neither: so when the stream is ready, the page reads again. A stream copy newer than a read's
 * answer is kept.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { categoryPageQuery, productListSearch } from 'shared-contracts';
import CategoryPage from '../../../pages/CategoryPage';
import ProductPage from '../../../pages/ProductPage';
import { fakeStream } from '../../../test/fakeEventSource';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { catalogueProduct, FIXTURE_PRODUCTS, fixture } from '../../../test/productFixtures';
import { freshCatalogueEachTest } from '../../../test/freshCatalogue';
import { renderPage } from '../../../test/renderPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

freshCatalogueEachTest();

const chairPage = `/api/products?${productListSearch(categoryPageQuery('Chair'))}`;
const chairs = FIXTURE_PRODUCTS.filter((p) => p.category === 'Chair');

it('a category page read before the stream was ready reads again, and shows a chair added meanwhile', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  renderPage(<CategoryPage />, { url: '/category/chair', route: '/category/:categoryName' });
  await screen.findByText(`${chairs.length} products`);
  api.products.push(catalogueProduct({ id: 'late', productName: 'Late Verandah Chair', category: 'Chair' }));
  act(() => fakeStream.ready(api.products.length));
  expect(await screen.findByRole('heading', { level: 2, name: 'Late Verandah Chair' })).toBeInTheDocument();
  expect(api.urls().filter((url) => url === chairPage)).toHaveLength(2);
});

it('a product page read before the stream was ready reads again, and shows a price changed meanwhile', async () => {
  const chair = fixture('01');
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  renderPage(<ProductPage />, { url: '/shop/01', route: '/shop/:id' });
  await screen.findByRole('heading', { level: 1, name: chair.productName });
  const index = api.products.findIndex((p) => p.id === '01');
  api.products[index] = { ...chair, price: 1234, updatedAt: '2100-01-01T00:00:00.000Z' };
  act(() => fakeStream.ready(api.products.length));
  await waitFor(() => expect(screen.getAllByText('₹1,234').length).toBeGreaterThan(0));
  expect(api.urls().filter((url) => url === '/api/products/01')).toHaveLength(2);
});

it('an answer older than the copy the stream sent meanwhile never replaces it', async () => {
  const chair = fixture('01');
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  api.hold();
  renderPage(<ProductPage />, { url: '/shop/01', route: '/shop/:id' });
  // The read is under way; the stream sends a newer copy before it is answered.
  act(() => fakeStream.product({ ...chair, price: 1234, updatedAt: '2100-01-01T00:00:00.000Z' }));
  await waitFor(() => expect(screen.getAllByText('₹1,234').length).toBeGreaterThan(0));
  api.release();
  await waitFor(() => expect(api.urls()).toContain('/api/products/01'));
  // Time for the late answer to land, had it been taken.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getAllByText('₹1,234').length).toBeGreaterThan(0);
  expect(screen.queryByText('₹6,499')).not.toBeInTheDocument();
});
