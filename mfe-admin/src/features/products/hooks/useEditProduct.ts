import { useCallback } from 'react';
import { showToast } from 'shared-contracts/toast';
import type { CatalogueProduct } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { changedFields } from '../lib/validateProduct';
import { useProductSubmit, type ProductSubmission, type SaveProduct } from './useProductSubmit';

export const EDIT_TEXT = {
  saved: 'Product saved.',
  nothingChanged: 'Nothing to save: no field was changed.',
  notSaved: 'Product not saved!',
  problem: (message: string) => `The product was not saved: ${message}`,
} as const;

/** Edit: PATCH only the fields that changed (a new picture uploaded first), then hand the stored product back. */
export function useEditProduct(
  product: CatalogueProduct,
  onSaved: (stored: CatalogueProduct) => void,
): ProductSubmission {
  const api = useAdminApi();
  const save = useCallback<SaveProduct>(
    async (next) => {
      const changes = changedFields(product, next);
      if (Object.keys(changes).length === 0) {
        showToast('info', EDIT_TEXT.nothingChanged);
        return { saved: false };
      }
      try {
        const stored = await api.updateProduct(product.id, changes);
        showToast('success', EDIT_TEXT.saved);
        onSaved(stored);
        return { saved: true };
      } catch (error) {
        showToast('error', EDIT_TEXT.notSaved);
        return { saved: false, problem: EDIT_TEXT.problem(error instanceof Error ? error.message : String(error)) };
      }
    },
    [api, onSaved, product],
  );
  return useProductSubmit(save);
}
