/**
 * The shop's state lives in the URL query, so links, reload and Back keep it:
 *   ?category=study-table&q=teak&sort=az&page=2
 * Defaults (all, no search, catalogue order, page 1) are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { categoryFromSlug, categorySlug } from 'shared-contracts';
import { ALL_CATEGORIES, type SortOrder } from '../utils/shopQuery';

export interface ShopParams {
  category: string;
  search: string;
  sort: SortOrder | null;
  page: number;
}

export const SHOP_PARAM = { category: 'category', search: 'q', sort: 'sort', page: 'page' } as const;

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

/** The query string for `next`, or "" for all defaults. */
export function shopSearch(next: ShopParams): string {
  const params = new URLSearchParams();
  if (next.category !== ALL_CATEGORIES) params.set(SHOP_PARAM.category, categorySlug(next.category));
  if (next.search) params.set(SHOP_PARAM.search, next.search);
  if (next.sort) params.set(SHOP_PARAM.sort, next.sort);
  if (next.page > 1) params.set(SHOP_PARAM.page, String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ShopParamsApi {
  params: ShopParams;
  /** Changing the category, sort or search goes back to page 1. `replace` for keystrokes. */
  update: (patch: Partial<Omit<ShopParams, 'page'>>, options?: { replace?: boolean }) => void;
  /** The link to another page of the same results. */
  pageHref: (page: number) => string;
}

export function useShopParams(): ShopParamsApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readShopParams(searchParams), [searchParams]);
  const update = useCallback<ShopParamsApi['update']>(
    (patch, options) => {
      setSearchParams((current) => new URLSearchParams(shopSearch({ ...readShopParams(current), ...patch, page: 1 })), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  const pageHref = useCallback((page: number) => shopSearch({ ...params, page }) || '?', [params]);
  return { params, update, pageHref };
}
