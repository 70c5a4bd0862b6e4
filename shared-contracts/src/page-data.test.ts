import { jsonForScript, PAGE_DATA_ELEMENT_ID, productListSearch, readPageData } from './page-data';
import { parseOptionParams } from './catalogue/api';

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

test('productListSearch writes option filters once per value, in one order whatever the order chosen', () => {
  const asked = productListSearch({
    options: [
      { name: 'Size', values: ['5-seater'] },
      { name: 'Finish', values: ['Walnut', 'Teak'] },
    ],
    facets: true,
  });
  expect(asked).toBe(
    'limit=24&offset=0&option=Finish%3ATeak&option=Finish%3AWalnut&option=Size%3A5-seater&facets=true',
  );
  expect(
    productListSearch({
      options: [
        { name: 'Finish', values: ['Teak', 'Walnut'] },
        { name: 'Size', values: ['5-seater'] },
      ],
      facets: true,
    }),
  ).toBe(asked);
  expect(parseOptionParams(new URLSearchParams(asked).getAll('option'))).toEqual([
    { name: 'Finish', values: ['Teak', 'Walnut'] },
    { name: 'Size', values: ['5-seater'] },
  ]);
});

test('parseOptionParams groups values by option and says what it cannot read', () => {
  expect(parseOptionParams(['Finish:Teak', ' Finish : Walnut ', 'Finish:Teak', 'Wood:Sal:Old'])).toEqual([
    { name: 'Finish', values: ['Teak', 'Walnut'] },
    { name: 'Wood', values: ['Sal:Old'] },
  ]);
  expect(parseOptionParams([])).toEqual([]);
  for (const bad of [['Finish'], [':Teak'], ['Finish: ']])
    expect(parseOptionParams(bad)).toEqual({
      problem: expect.stringMatching(/^must be Name:Value \(Finish:Teak\), got /),
    });
  expect(parseOptionParams(['A:1', 'B:1', 'C:1', 'D:1'])).toEqual({ problem: 'at most 3 options at once, got 4' });
  expect(parseOptionParams(Array.from({ length: 31 }, (_, i) => `A:${i}`))).toEqual({
    problem: 'at most 30 option values at once, got 31',
  });
});
