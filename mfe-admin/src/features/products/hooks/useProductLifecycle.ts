import { useCallback, useState } from 'react';
import { showToast } from 'shared-contracts/toast';
import { ApiError, type CatalogueProduct, type ProductStatus } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';

export const LIFECYCLE_TEXT = {
  archived: 'Product archived: it is no longer in the shop.',
  restored: 'Product restored: it is back in the shop.',
  statusFailed: (message: string) => `The status was not changed: ${message}`,
  deleted: 'Product deleted.',
  deleteFailed: (message: string) => `Product not deleted: ${message}`,
} as const;

export type LifecycleAction = 'archive' | 'restore' | 'delete';

export interface ProductLifecycle {
  /** The action running now, or null. */
  pending: LifecycleAction | null;
  confirmingDelete: boolean;
  /** Why the server refused the delete (an order references the product): the page offers Archive instead. */
  deleteBlocked: string | null;
  setStatus: (status: ProductStatus) => Promise<void>;
  askDelete: () => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
}

/**
 * Archive / Restore (PATCH status) and Delete with confirmation. A product an order references
 * cannot be deleted (409): its reason is kept for the page, which offers archiving instead.
 */
export function useProductLifecycle(
  product: CatalogueProduct,
  { onChanged, onDeleted }: { onChanged: (stored: CatalogueProduct) => void; onDeleted: () => void },
): ProductLifecycle {
  const api = useAdminApi();
  const [pending, setPending] = useState<LifecycleAction | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteBlocked, setDeleteBlocked] = useState<string | null>(null);

  const setStatus = useCallback(
    async (status: ProductStatus) => {
      if (pending) return;
      setPending(status === 'archived' ? 'archive' : 'restore');
      try {
        const stored = await api.updateProduct(product.id, { status });
        setDeleteBlocked(null);
        showToast('success', status === 'archived' ? LIFECYCLE_TEXT.archived : LIFECYCLE_TEXT.restored);
        onChanged(stored);
      } catch (error) {
        showToast('error', LIFECYCLE_TEXT.statusFailed(error instanceof Error ? error.message : String(error)));
      } finally {
        setPending(null);
      }
    },
    [api, onChanged, pending, product.id],
  );

  const confirmDelete = useCallback(async () => {
    if (pending) return;
    setPending('delete');
    try {
      await api.deleteProduct(product.id);
      showToast('success', LIFECYCLE_TEXT.deleted);
      onDeleted();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 409) setDeleteBlocked(message);
      else showToast('error', LIFECYCLE_TEXT.deleteFailed(message));
    } finally {
      setPending(null);
      setConfirmingDelete(false);
    }
  }, [api, onDeleted, pending, product.id]);

  return {
    pending,
    confirmingDelete,
    deleteBlocked,
    setStatus,
    askDelete: useCallback(() => setConfirmingDelete(true), []),
    cancelDelete: useCallback(() => setConfirmingDelete(false), []),
    confirmDelete,
  };
}
