import type { Product } from 'shared-contracts';
import { createProductSearch } from 'shared-contracts/catalogue';
import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { matchesCategory, matchesSearch, paginate, queryProducts, sortProducts, type ShopQuery } from './shopQuery';

const p = (id: string, productName: string, category: string): Product => ({
  id,
  productName,
  category,
  imgUrl: '',
  price: 100,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
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

  it('finds only sofas for "sofa" in the fixture catalogue', () => {
    const found = queryProducts(FIXTURE_PRODUCTS, { ...all, search: 'sofa' });
    expect(found.length).toBe(FIXTURE_PRODUCTS.filter((x) => x.category === 'Sofa').length);
    expect(found.every((x) => x.category === 'Sofa')).toBe(true);
  });
});

describe("a search that forgives (the server's, shared)", () => {
  it('finds sofas for "sofaa", sheesham for "shisham" and almirahs for "almira", best match first', () => {
    const sofas = queryProducts(FIXTURE_PRODUCTS, { ...all, search: 'sofaa' });
    expect(sofas.length).toBe(FIXTURE_PRODUCTS.filter((x) => x.category === 'Sofa').length);
    expect(sofas.every((x) => x.category === 'Sofa')).toBe(true);
    expect(queryProducts(LIST, { ...all, search: 'sofaa' }).map((x) => x.id)).toEqual(['1', '4']); // name, then category
    const list = [p('a', 'Kutch Walnut Almirah', 'Single Door Cupboard'), p('b', 'Shisham Bed', 'Double Sized Bed')];
    expect(names(queryProducts(list, { ...all, search: 'almira' }))).toEqual(['Kutch Walnut Almirah']);
    expect(names(queryProducts(list, { ...all, search: 'sheesham beds' }))).toEqual(['Shisham Bed']);
    expect(matchesSearch(LIST[0]!, 'teek')).toBe(true);
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
    expect(names(sortProducts(LIST, 'az'))).toEqual([
      'armchair',
      'Bench of Oak',
      'Cane Chair',
      'Teak Sofa',
      'Zen Lounger',
    ]);
    expect(names(sortProducts(LIST, 'za'))).toEqual([
      'Zen Lounger',
      'Teak Sofa',
      'Cane Chair',
      'Bench of Oak',
      'armchair',
    ]);
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
    expect(names(queryProducts(LIST, { category: 'Chair', search: 'CHAIR ', sort: 'za' }))).toEqual([
      'Cane Chair',
      'armchair',
    ]);
    expect(names(queryProducts(LIST, { category: 'Sofa', search: 'zen', sort: 'az' }))).toEqual(['Zen Lounger']);
    expect(queryProducts(LIST, { category: 'Bench', search: 'sofa', sort: 'az' })).toEqual([]);
  });

  it('filters chairs in the fixture catalogue and sorts them both ways', () => {
    const az = queryProducts(FIXTURE_PRODUCTS, { category: 'Chair', search: '', sort: 'az' });
    const za = queryProducts(FIXTURE_PRODUCTS, { category: 'Chair', search: '', sort: 'za' });
    expect(az.length).toBeGreaterThan(4);
    expect(names(za)).toEqual(names(az).reverse());
  });
});

describe('queries on a large catalogue (cached index and name order)', () => {
  const woods = ['Teak', 'Mango', 'oak', 'SHEESHAM'];
  const cats = ['Chair', 'Bench', 'Study Table'];
  const BIG = Array.from({ length: 600 }, (_, i) => p(`b${i}`, `${woods[i % 4]} Side Table No. ${i}`, cats[i % 3]!));
  const byRule = (list: readonly Product[], q: ShopQuery) =>
    sortProducts(
      list.filter((x) => matchesCategory(x, q.category) && matchesSearch(x, q.search)),
      q.sort,
    );

  it('finds exactly what the search and filter rules find, in the same order', () => {
    const queries: ShopQuery[] = [
      { category: 'all', search: 'mango side table no. 7', sort: null },
      { category: 'all', search: ' TABLE no. 1', sort: 'az' },
      { category: 'Chair', search: 'oak', sort: 'za' },
      { category: 'Bench', search: 'study', sort: null }, // by category, but another category's
      { category: 'all', search: 'study', sort: 'za' },
      { category: 'Study Table', search: '', sort: 'az' },
    ];
    for (const q of queries) {
      const found = queryProducts(BIG, q);
      if (q.sort || !q.search) expect(names(found)).toEqual(names(byRule(BIG, q)));
      else {
        // Searched without a sort: the same products, best match first as a freshly built index ranks them.
        expect(names(found).sort()).toEqual(names(byRule(BIG, q)).sort());
        const fresh = createProductSearch<Product>()
          .rank(BIG, q.search)
          .filter((x) => matchesCategory(x, q.category));
        expect(names(found)).toEqual(names(fresh));
      }
    }
    expect(queryProducts(BIG, queries[0]!).length).toBeGreaterThan(0);
  });

  it('hands out a new array each time, so changing one never changes the next result', () => {
    const q: ShopQuery = { category: 'all', search: '', sort: 'az' };
    const first = queryProducts(BIG, q);
    first.reverse();
    expect(names(queryProducts(BIG, q))).toEqual(names(byRule(BIG, q)));
    expect(queryProducts(LIST, all)).not.toBe(LIST);
  });

  it('follows a new products array (a renamed product is found by its new name)', () => {
    const q: ShopQuery = { category: 'all', search: 'walnut', sort: 'az' };
    expect(queryProducts(BIG, q)).toEqual([]);
    const renamed = BIG.map((x) => (x.id === 'b5' ? { ...x, productName: 'Walnut Stool' } : x));
    expect(names(queryProducts(renamed, q))).toEqual(['Walnut Stool']);
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
