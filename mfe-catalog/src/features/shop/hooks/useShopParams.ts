/**
 * The shop's state lives in the URL query, so links, reload and Back keep it:
 *   ?category=study-table&q=teak&sort=az&page=2
 * Defaults (all, no search, catalogue order, page 1) are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { readShopParams, shopSearch, type ShopParams } from 'shared-contracts/catalogue';

// The URL's reading and writing are the contract's: the page server embeds the page of the same query.
export { readShopParams, shopSearch, type ShopParams } from 'shared-contracts/catalogue';

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
