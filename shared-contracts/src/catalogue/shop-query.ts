/**
 * The shop's URL (`/shop?category=study-table&q=teak&sort=az&page=2`) read into its state, written
 * back, and turned into the products API query of the page it shows. Pure: the catalogue's shop
 * reads its URL with it, and the page server embeds the page of the same query, so the
 * page data's key is the one the shop looks for.
 */
import { categoryFromSlug, categorySlug } from '../categories';
import type { ProductListQuery, ProductSort } from './api';

/** The shop's own sort names in its URL (default: the catalogue's order). */
export type ShopSort = 'az' | 'za';

/** The category filter's value for every category. */
export const ALL_CATEGORIES = 'all';

export interface ShopParams {
  /** ALL_CATEGORIES or one of the 12 filter categories. */
  category: string;
  search: string;
  sort: ShopSort | null;
  /** 1-based. */
  page: number;
}

export const SHOP_PARAM = { category: 'category', search: 'q', sort: 'sort', page: 'page' } as const;

/** Products on one page of the shop. */
export const SHOP_PAGE_SIZE = 24;

/** The server's name for a sort of the shop's URL. */
export const SHOP_SERVER_SORT: Record<ShopSort, ProductSort> = { az: 'name-asc', za: 'name-desc' };

/** The shop's state from its URL query: anything unknown or malformed reads as the default. */
export function readShopParams(params: URLSearchParams): ShopParams {
  const category = categoryFromSlug(params.get(SHOP_PARAM.category) ?? '') ?? ALL_CATEGORIES;
  const sortParam = params.get(SHOP_PARAM.sort);
  const page = Number.parseInt(params.get(SHOP_PARAM.page) ?? '1', 10);
  return {
    category,
    search: params.get(SHOP_PARAM.search) ?? '',
    sort: sortParam === 'az' || sortParam === 'za' ? sortParam : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `next` ("?category=…"), or "" for all defaults, which stay out of the URL. */
export function shopSearch(next: ShopParams): string {
  const params = new URLSearchParams();
  if (next.category !== ALL_CATEGORIES) params.set(SHOP_PARAM.category, categorySlug(next.category));
  if (next.search) params.set(SHOP_PARAM.search, next.search);
  if (next.sort) params.set(SHOP_PARAM.sort, next.sort);
  if (next.page > 1) params.set(SHOP_PARAM.page, String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The products API's query for the page of the shop `params` show. */
export const shopPageQuery = ({ category, search, sort, page }: ShopParams): ProductListQuery => ({
  limit: SHOP_PAGE_SIZE,
  offset: (page - 1) * SHOP_PAGE_SIZE,
  ...(category !== ALL_CATEGORIES ? { category } : {}),
  ...(search.trim() ? { q: search } : {}),
  ...(sort ? { sort: SHOP_SERVER_SORT[sort] } : {}),
});
