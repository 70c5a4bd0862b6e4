import { jsonForScript, PAGE_DATA_ELEMENT_ID, productListSearch, type PageData } from 'shared-contracts';
import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { embeddedPages, embeddedProduct } from './embeddedData';

function embed(data: PageData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = jsonForScript(data);
  document.body.appendChild(script);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

test('reads the embedded product and pages; anything else is undefined', () => {
  const product = { ...FIXTURE_PRODUCTS[0]!, productName: '</script><script>alert(1)</script>' };
  const query = { category: 'Chair', limit: 8 };
  const page = { products: [product], total: 1, limit: 8, offset: 0 };
  embed({ product: { [product.id]: product }, productPage: { [productListSearch(query)]: page } });

  expect(embeddedProduct(product.id)).toEqual(product);
  expect(embeddedProduct('no-such-id')).toBeUndefined();
  expect(embeddedPages([query])).toEqual([page]);
  expect(embeddedPages([query, { category: 'Sofa', limit: 8 }])).toBeUndefined();
});
