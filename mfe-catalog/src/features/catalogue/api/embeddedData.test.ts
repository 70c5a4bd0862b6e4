import { productListSearch, readPageData } from 'shared-contracts';
import { embedPageData, removePageData } from '../../../test/embedPageData';
import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { embeddedPage, embeddedProduct } from './embeddedData';

afterEach(() => {
  removePageData();
});

test('reads the embedded product and pages; anything else is undefined', () => {
  const product = { ...FIXTURE_PRODUCTS[0]!, productName: '</script><script>alert(1)</script>' };
  const query = { category: 'Chair', limit: 8 };
  const page = { products: [product], total: 1, limit: 8, offset: 0 };
  embedPageData({ product: { [product.id]: product }, productPage: { [productListSearch(query)]: page } });

  expect(embeddedProduct(readPageData('product', product.id))).toEqual(product);
  expect(embeddedProduct(readPageData('product', 'no-such-id'))).toBeUndefined();
  expect(embeddedPage(readPageData('productPage', productListSearch(query)))).toEqual(page);
  expect(embeddedPage(readPageData('productPage', productListSearch({ category: 'Sofa', limit: 8 })))).toBeUndefined();
  expect(embeddedPage({ products: 'not a list' } as never)).toBeUndefined();
});
