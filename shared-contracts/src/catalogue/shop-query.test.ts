import { productListSearch } from '../page-data';
import { ALL_CATEGORIES, readShopParams, SHOP_PAGE_SIZE, shopPageQuery, shopSearch } from './shop-query';

const read = (search: string) => readShopParams(new URLSearchParams(search));

test('readShopParams reads the category by its slug, the search, the sort and the page, defaulting anything unknown', () => {
  expect(read('category=study-table&q=teak&sort=za&page=3')).toEqual({
    category: 'Study Table',
    search: 'teak',
    sort: 'za',
    page: 3,
  });
  expect(read('')).toEqual({ category: ALL_CATEGORIES, search: '', sort: null, page: 1 });
  expect(read('category=lamps&sort=name-asc&page=-2')).toEqual({
    category: ALL_CATEGORIES,
    search: '',
    sort: null,
    page: 1,
  });
  expect(read('page=abc').page).toBe(1);
});

test('shopSearch writes back what readShopParams reads, leaving defaults out', () => {
  const params = { category: 'Study Table', search: 'teak', sort: 'az' as const, page: 2 };
  expect(shopSearch(params)).toBe('?category=study-table&q=teak&sort=az&page=2');
  expect(read(shopSearch(params).slice(1))).toEqual(params);
  expect(shopSearch({ category: ALL_CATEGORIES, search: '', sort: null, page: 1 })).toBe('');
});

test('shopPageQuery asks the API for the page shown, in the server’s sort names', () => {
  expect(shopPageQuery(read('category=chair&q=teak&sort=az&page=2'))).toEqual({
    limit: SHOP_PAGE_SIZE,
    offset: SHOP_PAGE_SIZE,
    category: 'Chair',
    q: 'teak',
    sort: 'name-asc',
  });
  expect(productListSearch(shopPageQuery(read('q=%20%20&sort=za')))).toBe('limit=24&offset=0&sort=name-desc');
  expect(productListSearch(shopPageQuery(read('')))).toBe('limit=24&offset=0');
});
