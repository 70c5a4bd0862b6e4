import { productListSearch } from '../page-data';
import {
  ALL_CATEGORIES,
  hasShopFilters,
  NO_SHOP_FILTERS,
  readShopParams,
  SHOP_PAGE_SIZE,
  shopPageQuery,
  shopSearch,
} from './shop-query';

const read = (search: string) => readShopParams(new URLSearchParams(search));

test('readShopParams reads the category by its slug, the search, the sort and the page, defaulting anything unknown', () => {
  expect(read('category=study-table&q=teak&sort=za&page=3')).toEqual({
    category: 'Study Table',
    search: 'teak',
    sort: 'za',
    ...NO_SHOP_FILTERS,
    page: 3,
  });
  expect(read('')).toEqual({ category: ALL_CATEGORIES, search: '', sort: null, ...NO_SHOP_FILTERS, page: 1 });
  expect(read('category=lamps&sort=name-asc&page=-2')).toEqual({
    category: ALL_CATEGORIES,
    search: '',
    sort: null,
    ...NO_SHOP_FILTERS,
    page: 1,
  });
  expect(read('page=abc').page).toBe(1);
});

test('shopSearch writes back what readShopParams reads, leaving defaults out', () => {
  const params = { category: 'Study Table', search: 'teak', sort: 'az' as const, ...NO_SHOP_FILTERS, page: 2 };
  expect(shopSearch(params)).toBe('?category=study-table&q=teak&sort=az&page=2');
  expect(read(shopSearch(params).slice(1))).toEqual(params);
  expect(shopSearch({ category: ALL_CATEGORIES, search: '', sort: null, ...NO_SHOP_FILTERS, page: 1 })).toBe('');
});

test('shopPageQuery asks the API for the page shown, in the server’s sort names, with the filter panel’s counts', () => {
  expect(shopPageQuery(read('category=chair&q=teak&sort=az&page=2'))).toEqual({
    limit: SHOP_PAGE_SIZE,
    offset: SHOP_PAGE_SIZE,
    category: 'Chair',
    q: 'teak',
    sort: 'name-asc',
    facets: true,
  });
  expect(productListSearch(shopPageQuery(read('q=%20%20&sort=za')))).toBe(
    'limit=24&offset=0&sort=name-desc&facets=true',
  );
  expect(productListSearch(shopPageQuery(read('')))).toBe('limit=24&offset=0&facets=true');
});

test('the price range, in stock only and the rating live in the URL; anything malformed reads as no filter', () => {
  const filtered = read('min=5000&max=20000&stock=1&rating=4');
  expect(filtered).toMatchObject({ minPrice: 5000, maxPrice: 20000, inStock: true, minRating: 4 });
  expect(hasShopFilters(filtered)).toBe(true);
  expect(shopSearch(filtered)).toBe('?min=5000&max=20000&stock=1&rating=4');
  expect(read(shopSearch({ ...filtered, page: 3 }).slice(1))).toEqual({ ...filtered, page: 3 });

  expect(read('min=20000&max=5000')).toMatchObject({ minPrice: 5000, maxPrice: 20000 });
  expect(read('min=1,500&max=')).toMatchObject({ minPrice: 1500, maxPrice: null });
  const malformed = read('min=-5&max=abc&stock=yes&rating=6');
  expect(malformed).toMatchObject(NO_SHOP_FILTERS);
  expect(hasShopFilters(malformed)).toBe(false);
  expect(read('min=99999999999').minPrice).toBeNull();
});

test('the filters go to the API in paise, with the counts of the filter panel', () => {
  const params = read('category=chair&min=5000&max=20000&stock=1&rating=4&page=2');
  expect(shopPageQuery(params)).toEqual({
    limit: SHOP_PAGE_SIZE,
    offset: SHOP_PAGE_SIZE,
    category: 'Chair',
    minPricePaise: 500000,
    maxPricePaise: 2000000,
    inStock: true,
    minRating: 4,
    facets: true,
  });
  expect(productListSearch(shopPageQuery(params))).toBe(
    'limit=24&offset=24&category=Chair&minPricePaise=500000&maxPricePaise=2000000&inStock=true&minRating=4&facets=true',
  );
  expect(productListSearch(shopPageQuery(read('stock=1')))).toBe('limit=24&offset=0&inStock=true&facets=true');
});

test('option filters live in the URL once per value and go to the API with the counts; malformed ones read as none', () => {
  const params = read('opt=Finish%3AWalnut&opt=Finish%3ATeak&opt=Size%3A5-seater');
  expect(params.options).toEqual([
    { name: 'Finish', values: ['Walnut', 'Teak'] },
    { name: 'Size', values: ['5-seater'] },
  ]);
  expect(hasShopFilters(params)).toBe(true);
  expect(shopSearch(params)).toBe('?opt=Finish%3AWalnut&opt=Finish%3ATeak&opt=Size%3A5-seater');
  expect(read(shopSearch({ ...params, page: 2 }).slice(1))).toEqual({ ...params, page: 2 });
  expect(productListSearch(shopPageQuery(params))).toBe(
    'limit=24&offset=0&option=Finish%3ATeak&option=Finish%3AWalnut&option=Size%3A5-seater&facets=true',
  );
  expect(read('opt=Finish&opt=%3ATeak').options).toEqual([]);
  expect(hasShopFilters(read('opt=Finish'))).toBe(false);
});
