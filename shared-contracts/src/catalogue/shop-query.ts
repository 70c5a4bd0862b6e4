/**
 * The shop's URL (`/shop?category=study-table&q=teak&sort=az&min=5000&max=20000&stock=1&rating=4&opt=Finish:Teak&page=2`)
 * read into its state, written back, and turned into the products API query of the page it shows. Pure: the catalogue's shop
 * reads its URL with it, and the page server embeds the page of the same query, so the
 * page data's key is the one the shop looks for.
 */
import { categoryFromSlug, categorySlug } from '../categories';
import { optionParam, parseOptionParams, type OptionFilter, type ProductListQuery, type ProductSort } from './api';

/** The shop's own sort names in its URL (default: the catalogue's order). */
export type ShopSort = 'az' | 'za';

/** The category filter's value for every category. */
export const ALL_CATEGORIES = 'all';

export interface ShopParams {
  /** ALL_CATEGORIES or one of the 12 filter categories. */
  category: string;
  search: string;
  sort: ShopSort | null;
  /** The price range in whole rupees (either end may be open), never ending below its start. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only products in stock. */
  inStock: boolean;
  /** Only products rated at least this (the shop offers FACET_MIN_RATING), or null. */
  minRating: number | null;
  /** Only products offering one of each option's chosen values (Finish: Teak or Walnut). */
  options: readonly OptionFilter[];
  /** 1-based. */
  page: number;
}

export const SHOP_PARAM = {
  category: 'category',
  search: 'q',
  sort: 'sort',
  minPrice: 'min',
  maxPrice: 'max',
  inStock: 'stock',
  minRating: 'rating',
  /** Once per value chosen: `opt=Finish:Teak`. */
  option: 'opt',
  page: 'page',
} as const;

/** The price, stock, rating and option filters of the shop's URL. */
export type ShopFilterParams = Pick<ShopParams, 'minPrice' | 'maxPrice' | 'inStock' | 'minRating' | 'options'>;

/** The filters of a shop with none set. */
export const NO_SHOP_FILTERS: ShopFilterParams = {
  minPrice: null,
  maxPrice: null,
  inStock: false,
  minRating: null,
  options: [],
};

/** The highest price in rupees the shop's filter takes (the API's paise bound, with room). */
export const SHOP_MAX_PRICE_RUPEES = 10_000_000;

/** Whether the price, stock, rating or option filters narrow the shop. */
export const hasShopFilters = (params: ShopFilterParams): boolean =>
  params.minPrice !== null ||
  params.maxPrice !== null ||
  params.inStock ||
  params.minRating !== null ||
  params.options.length > 0;

/** Whole rupees from the URL or a field ("5000", " 5,000 "); null for empty or anything else. */
export function readRupees(text: string | null): number | null {
  const cleaned = (text ?? '').replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const rupees = Number(cleaned);
  return rupees <= SHOP_MAX_PRICE_RUPEES ? rupees : null;
}

/** Products on one page of the shop. */
export const SHOP_PAGE_SIZE = 24;

/** The server's name for a sort of the shop's URL. */
export const SHOP_SERVER_SORT: Record<ShopSort, ProductSort> = { az: 'name-asc', za: 'name-desc' };

/** The shop's state from its URL query: anything unknown or malformed reads as the default. */
export function readShopParams(params: URLSearchParams): ShopParams {
  const category = categoryFromSlug(params.get(SHOP_PARAM.category) ?? '') ?? ALL_CATEGORIES;
  const sortParam = params.get(SHOP_PARAM.sort);
  const page = Number.parseInt(params.get(SHOP_PARAM.page) ?? '1', 10);
  const low = readRupees(params.get(SHOP_PARAM.minPrice));
  const high = readRupees(params.get(SHOP_PARAM.maxPrice));
  // A range typed backwards means the same range: the API refuses one that ends below its start.
  const [minPrice, maxPrice] = low !== null && high !== null && high < low ? [high, low] : [low, high];
  const rating = params.get(SHOP_PARAM.minRating);
  const options = parseOptionParams(params.getAll(SHOP_PARAM.option));
  return {
    category,
    search: params.get(SHOP_PARAM.search) ?? '',
    sort: sortParam === 'az' || sortParam === 'za' ? sortParam : null,
    minPrice,
    maxPrice,
    inStock: params.get(SHOP_PARAM.inStock) === '1',
    minRating: rating !== null && /^[1-5]$/.test(rating) ? Number(rating) : null,
    options: 'problem' in options ? [] : options,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `next` ("?category=…"), or "" for all defaults, which stay out of the URL. */
export function shopSearch(next: ShopParams): string {
  const params = new URLSearchParams();
  if (next.category !== ALL_CATEGORIES) params.set(SHOP_PARAM.category, categorySlug(next.category));
  if (next.search) params.set(SHOP_PARAM.search, next.search);
  if (next.sort) params.set(SHOP_PARAM.sort, next.sort);
  if (next.minPrice !== null) params.set(SHOP_PARAM.minPrice, String(next.minPrice));
  if (next.maxPrice !== null) params.set(SHOP_PARAM.maxPrice, String(next.maxPrice));
  if (next.inStock) params.set(SHOP_PARAM.inStock, '1');
  if (next.minRating !== null) params.set(SHOP_PARAM.minRating, String(next.minRating));
  for (const { name, values } of next.options)
    for (const value of values) params.append(SHOP_PARAM.option, optionParam(name, value));
  if (next.page > 1) params.set(SHOP_PARAM.page, String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The products API's fields for `filters`, with the filter panel's counts (each applying the other
 * filters): the options on offer and the price bounds show before any filter is chosen, however
 * large the catalogue. The shop and the category pages filter alike.
 */
export const shopFilterQuery = ({
  minPrice,
  maxPrice,
  inStock,
  minRating,
  options,
}: ShopFilterParams): ProductListQuery => ({
  ...(minPrice !== null ? { minPricePaise: minPrice * 100 } : {}),
  ...(maxPrice !== null ? { maxPricePaise: maxPrice * 100 } : {}),
  ...(inStock ? { inStock: true } : {}),
  ...(minRating !== null ? { minRating } : {}),
  ...(options.length > 0 ? { options } : {}),
  facets: true,
});

/** The products API's query for the page of the shop `params` show. */
export const shopPageQuery = (params: ShopParams): ProductListQuery => {
  const { category, search, sort, page } = params;
  return {
    limit: SHOP_PAGE_SIZE,
    offset: (page - 1) * SHOP_PAGE_SIZE,
    ...(category !== ALL_CATEGORIES ? { category } : {}),
    ...(search.trim() ? { q: search } : {}),
    ...(sort ? { sort: SHOP_SERVER_SORT[sort] } : {}),
    ...shopFilterQuery(params),
  };
};
