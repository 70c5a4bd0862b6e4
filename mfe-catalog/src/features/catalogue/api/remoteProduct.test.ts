import { toCatalogueProduct, toProductPage } from './remoteProduct';

it('keeps only well-formed products, with defaults (no stock said: none to sell)', () => {
  expect(toCatalogueProduct({ id: 'x', productName: 'Teak stool', price: 999 })).toEqual({
    id: 'x',
    productName: 'Teak stool',
    price: 999,
    imgUrl: '',
    category: '',
    shortDesc: '',
    description: '',
    reviews: [],
    avgRating: 0,
    stock: 0,
    status: 'active',
    createdAt: '',
    updatedAt: '',
    reviewCount: 0,
  });
  expect(toCatalogueProduct({ id: 'x', productName: 'X', price: 'free' })).toBeNull();
  expect(
    toCatalogueProduct({
      id: 'x',
      productName: 'X',
      price: 5,
      stock: 3,
      reviewCount: 9,
      reviews: [{ rating: 4, text: 'ok' }, { bad: 1 }],
    }),
  ).toMatchObject({
    stock: 3,
    reviewCount: 9,
    reviews: [{ rating: 4, text: 'ok' }],
  });
  expect(toCatalogueProduct({ id: 'x', productName: 'X', price: 5, stock: -2 })).toMatchObject({ stock: 0 });
});

it('reads a page, dropping malformed products, and refuses another shape', () => {
  const page = toProductPage({
    products: [{ id: 'a', productName: 'A', price: 1, stock: 2 }, null],
    total: 40,
    limit: 24,
    offset: 24,
  });
  expect(page).toMatchObject({ total: 40, limit: 24, offset: 24 });
  expect(page.products.map((p) => p.id)).toEqual(['a']);
  expect(() => toProductPage([{ id: 'a' }])).toThrow('not a page of products');
});

it('reads the option counts a page carries, dropping malformed entries, and none from a server without them', () => {
  const facets = { price: null, inStock: 1, ratedAtLeast4: 0, categories: { Sofa: 1 } };
  const read = (options: unknown) =>
    toProductPage({ products: [], total: 0, limit: 24, offset: 0, facets: { ...facets, options } }).facets;
  expect(read(undefined)).toEqual(facets);
  expect(
    read([
      { name: 'Finish', values: [{ value: 'Teak', count: 3 }, { value: 'Walnut', count: -1 }, { count: 2 }] },
      { name: 'Size', values: [] },
      { values: [{ value: 'x', count: 1 }] },
    ]),
  ).toEqual({ ...facets, options: [{ name: 'Finish', values: [{ value: 'Teak', count: 3 }] }] });
});
