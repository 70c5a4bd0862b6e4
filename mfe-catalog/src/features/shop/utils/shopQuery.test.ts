import type { Product } from 'shared-contracts';
import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { matchesSearch, paginate, queryProducts, relatedProducts, sortProducts } from './shopQuery';

const p = (id: string, productName: string, category: string): Product => ({
  id, productName, category, imgUrl: '', price: 100, shortDesc: '', description: '', reviews: [], avgRating: 0,
});
const LIST = [
  p('1', 'Teak Sofa', 'Sofa'),
  p('2', 'armchair', 'Chair'),
  p('3', 'Bench of Oak', 'Bench'),
  p('4', 'Zen Lounger', 'Sofa'),
  p('5', 'Cane Chair', 'Chair'),
];
const names = (list: Product[]) => list.map((x) => x.productName);
const all = { category: 'all', search: '', sort: null } as const;

describe('search', () => {
  it('matches the name or the category, case-insensitively, trimmed', () => {
    expect(matchesSearch(LIST[0]!, '  tEAK ')).toBe(true);
    expect(matchesSearch(LIST[3]!, 'SOFA')).toBe(true); // by category
    expect(matchesSearch(LIST[2]!, 'sofa')).toBe(false);
    expect(matchesSearch(LIST[2]!, '   ')).toBe(true);
  });

  it('finds only sofas for "sofa" in the built-in catalogue', () => {
    const found = queryProducts(BUILT_IN_PRODUCTS, { ...all, search: 'sofa' });
    expect(found.length).toBe(BUILT_IN_PRODUCTS.filter((x) => x.category === 'Sofa').length);
    expect(found.every((x) => x.category === 'Sofa')).toBe(true);
  });
});

describe('filter', () => {
  it('keeps one category, or everything for "all"', () => {
    expect(names(queryProducts(LIST, { ...all, category: 'Chair' }))).toEqual(['armchair', 'Cane Chair']);
    expect(queryProducts(LIST, all)).toHaveLength(5);
    expect(queryProducts(LIST, { ...all, category: 'Table' })).toEqual([]);
  });
});

describe('sort', () => {
  it('orders by name A-Z and Z-A ignoring case, and keeps catalogue order without a sort', () => {
    expect(names(sortProducts(LIST, 'az'))).toEqual(['armchair', 'Bench of Oak', 'Cane Chair', 'Teak Sofa', 'Zen Lounger']);
    expect(names(sortProducts(LIST, 'za'))).toEqual(['Zen Lounger', 'Teak Sofa', 'Cane Chair', 'Bench of Oak', 'armchair']);
    expect(names(sortProducts(LIST, null))).toEqual(names(LIST));
  });

  it('does not change the list it was given', () => {
    const copy = LIST.slice();
    sortProducts(LIST, 'za');
    expect(LIST).toEqual(copy);
  });
});

describe('combinations', () => {
  it('filters, searches and sorts together', () => {
    expect(names(queryProducts(LIST, { category: 'Chair', search: 'CHAIR ', sort: 'za' }))).toEqual(['Cane Chair', 'armchair']);
    expect(names(queryProducts(LIST, { category: 'Sofa', search: 'zen', sort: 'az' }))).toEqual(['Zen Lounger']);
    expect(queryProducts(LIST, { category: 'Bench', search: 'sofa', sort: 'az' })).toEqual([]);
  });

  it('filters chairs in the built-in catalogue and sorts them both ways', () => {
    const az = queryProducts(BUILT_IN_PRODUCTS, { category: 'Chair', search: '', sort: 'az' });
    const za = queryProducts(BUILT_IN_PRODUCTS, { category: 'Chair', search: '', sort: 'za' });
    expect(az.length).toBeGreaterThan(4);
    expect(names(za)).toEqual(names(az).reverse());
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 50 }, (_, i) => i);
  it('slices pages and clamps the page into range', () => {
    expect(paginate(items, 1, 24)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 24, total: 50 });
    expect(paginate(items, 3, 24).items).toEqual([48, 49]);
    expect(paginate(items, 99, 24).page).toBe(3);
    expect(paginate(items, Number.NaN, 24).page).toBe(1);
    expect(paginate([], 2, 24)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, items: [] });
  });
});

describe('relatedProducts', () => {
  it('lists the same category without the product itself', () => {
    expect(names(relatedProducts(LIST, LIST[1]!))).toEqual(['Cane Chair']);
    expect(relatedProducts(LIST, LIST[2]!)).toEqual([]);
  });
});
