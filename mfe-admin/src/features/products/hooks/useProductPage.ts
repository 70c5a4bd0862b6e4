import { useCallback } from 'react';
import type { ProductPage } from 'shared-contracts/catalogue';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource, type Resource } from '../../../hooks/useResource';
import { useShownWhileLoading } from '../../../hooks/useShownWhileLoading';
import type { ProductListParams } from './useProductListParams';

/** Rows per page of the admin's product table. */
export const PRODUCTS_PER_PAGE = 20;

export interface ProductPageState {
  state: Resource<ProductPage>;
  /** The page shown while the next one loads (no flash of an empty table between pages). */
  shown: ProductPage | null;
  reload: () => void;
}

/** The page of products the URL asks for, from GET /api/products (any status: the admin's token goes along). */
export function useProductPage({ q, status, sort, page }: ProductListParams): ProductPageState {
  const api = useAdminApi();
  const load = useCallback(
    () =>
      api.products({
        limit: PRODUCTS_PER_PAGE,
        offset: (page - 1) * PRODUCTS_PER_PAGE,
        q: q || undefined,
        status,
        sort: sort ?? undefined,
      }),
    [api, page, q, sort, status],
  );
  const { state, reload } = useResource(['products', status, q, sort, page], load);
  return { state, shown: useShownWhileLoading(state), reload };
}
