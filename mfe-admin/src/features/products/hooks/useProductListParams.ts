/**
 * The admin's product list lives in the URL query, so links, reload and Back keep it:
 *   ?q=teak&status=archived&sort=price-asc&page=2
 * Defaults (no search, every status, catalogue order, page 1) are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { PRODUCT_LIST_STATUSES, PRODUCT_SORTS, type ProductListStatus, type ProductSort } from 'shared-contracts/catalogue';

export interface ProductListParams {
  q: string;
  status: ProductListStatus;
  sort: ProductSort | null;
  page: number;
}

/** The admin sees every product unless they narrow it. */
export const DEFAULT_STATUS: ProductListStatus = 'all';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((v) => v === value) ?? null;

export function readProductListParams(params: URLSearchParams): ProductListParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    status: oneOf(PRODUCT_LIST_STATUSES, params.get('status')) ?? DEFAULT_STATUS,
    sort: oneOf(PRODUCT_SORTS, params.get('sort')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `next` ("?…"), or "" for all defaults. */
export function productListSearch(next: ProductListParams): string {
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.status !== DEFAULT_STATUS) params.set('status', next.status);
  if (next.sort) params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ProductListParamsApi {
  params: ProductListParams;
  /** A new search, status or sort starts again at page 1. `replace` for keystrokes. */
  update: (patch: Partial<Omit<ProductListParams, 'page'>>, options?: { replace?: boolean }) => void;
  /** The link to another page of the same results. */
  pageHref: (page: number) => string;
}

export function useProductListParams(): ProductListParamsApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readProductListParams(searchParams), [searchParams]);
  const update = useCallback<ProductListParamsApi['update']>(
    (patch, options) => {
      setSearchParams((current) => new URLSearchParams(productListSearch({ ...readProductListParams(current), ...patch, page: 1 })), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  const pageHref = useCallback((page: number) => productListSearch({ ...params, page }) || '?', [params]);
  return { params, update, pageHref };
}
