import { jsonForScript, PAGE_DATA_ELEMENT_ID, productListSearch, readPageData } from './page-data';

const docWith = (text: string | null) => {
  const element = text === null ? null : { textContent: text };
  return { getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID ? element : null) };
};

test('jsonForScript leaves nothing that ends a script element or opens a comment, and parses back unchanged', () => {
  const value = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029' };
  const text = jsonForScript(value);
  expect(text).not.toMatch(/[<>\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual(value);
});

test('readPageData answers the entry of that kind and key, and undefined for anything absent or of another shape', () => {
  const product = { id: '01', productName: 'Chair' };
  const page = { products: [product], total: 1, limit: 24, offset: 0 };
  const doc = docWith(
    jsonForScript({
      product: { '01': product, '02': { id: 'other' } },
      productPage: { [productListSearch({})]: page, bad: { total: 1 } },
    }),
  );
  expect(readPageData('product', '01', doc)).toEqual(product);
  expect(readPageData('product', '02', doc)).toBeUndefined();
  expect(readPageData('product', 'toString', doc)).toBeUndefined();
  expect(readPageData('productPage', 'limit=24&offset=0', doc)).toEqual(page);
  expect(readPageData('productPage', 'bad', doc)).toBeUndefined();
  expect(readPageData('product', '01', docWith(null))).toBeUndefined();
  expect(readPageData('product', '01', docWith('{not json'))).toBeUndefined();
  expect(readPageData('product', '01', undefined)).toBeUndefined();
});

test("readPageData answers a product's first page of reviews by the product id, and only a page of reviews", () => {
  const reviews = {
    reviews: [{ id: 'r1', name: 'Asha', rating: 5, text: 'Solid.' }],
    total: 1,
    limit: 10,
    offset: 0,
    avgRating: 5,
    reviewCount: 1,
  };
  const doc = docWith(jsonForScript({ reviewPage: { '01': reviews, '02': { total: 0 } } }));
  expect(readPageData('reviewPage', '01', doc)).toEqual(reviews);
  expect(readPageData('reviewPage', '02', doc)).toBeUndefined();
  expect(readPageData('reviewPage', '03', doc)).toBeUndefined();
});

test('productListSearch writes the on-sale filter as the server reads it, after the other filters', () => {
  expect(productListSearch({ onSale: true, inStock: true, facets: true })).toBe(
    'limit=24&offset=0&inStock=true&onSale=true&facets=true',
  );
  expect(productListSearch({ onSale: false })).toBe('limit=24&offset=0');
});
