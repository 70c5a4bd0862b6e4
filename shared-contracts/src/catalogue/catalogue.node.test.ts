/**
 * @jest-environment node
 */
// The server imports the catalogue to price orders: it must load in plain Node, without a DOM.
import { BUILT_IN_PRODUCTS, PRODUCT_API_PATHS, findBuiltInProduct } from '.';

it('loads in Node with no DOM and gives the server prices by id', () => {
  expect(typeof document).toBe('undefined');
  expect(BUILT_IN_PRODUCTS).toHaveLength(62);
  expect(findBuiltInProduct('12')?.price).toBe(124999);
  expect(PRODUCT_API_PATHS.products).toBe('/api/products');
});
