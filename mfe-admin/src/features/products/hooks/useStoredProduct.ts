import { useCallback } from 'react';
import { ApiError, type CatalogueProduct } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource, type UseResource } from '../../../hooks/useResource';

/** One product by id, any status; null when the server has no such product (404). */
export function useStoredProduct(id: string): UseResource<CatalogueProduct | null> {
  const api = useAdminApi();
  const load = useCallback(
    () =>
      api.product(id).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    [api, id],
  );
  return useResource(['product', id], load, { editing: true });
}
