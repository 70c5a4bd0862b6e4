import { ApiError } from 'shared-contracts';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { TEST_API } from '../../../test/renderPage';
import { fetchProduct } from './fetchProduct';
import { fetchProductPage, productPageSearch, SEARCH_MAX } from './fetchProductPage';

it('writes a page query in one order, trimming the search and leaving out what is not asked', () => {
  expect(productPageSearch({})).toBe('limit=24&offset=0');
  expect(productPageSearch({ q: '  ', sort: 'name-asc', category: 'Study Table', offset: 48, limit: 24 })).toBe(
    'limit=24&offset=48&category=Study+Table&sort=name-asc',
  );
  expect(productPageSearch({ q: ` ${'a'.repeat(SEARCH_MAX + 10)} ` })).toBe(
    `limit=24&offset=0&q=${'a'.repeat(SEARCH_MAX)}`,
  );
});

it('reads a page and one product; a 404 is an ApiError with the server’s message', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  const page = await fetchProductPage(TEST_API, { category: 'Sofa', limit: 1 }, api.fetch);
  expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
  expect(page.products.map((p) => p.id)).toEqual(['11']);
  expect((await fetchProduct(TEST_API, '02', api.fetch)).stock).toBe(3);
  const missing = fetchProduct(TEST_API, 'nope', api.fetch);
  await expect(missing).rejects.toBeInstanceOf(ApiError);
  await expect(missing).rejects.toMatchObject({ status: 404, message: "No product with id 'nope' is sold here." });
});
