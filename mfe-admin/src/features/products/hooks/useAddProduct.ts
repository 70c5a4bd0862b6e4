import { useCallback } from 'react';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { useProductSubmit, type ProductSubmission, type SaveProduct } from './useProductSubmit';

/** Add Product: POST the checked product; "Product added successfully" or "Product not added!" (spec §8). */
export function useAddProduct(): ProductSubmission {
  const api = useAdminApi();
  const save = useCallback<SaveProduct>(
    async (product) => {
      try {
        await api.createProduct(product);
      } catch {
        showToast('error', MESSAGES.productNotAdded);
        return { saved: false };
      }
      showToast('success', MESSAGES.productAdded);
      return { saved: true };
    },
    [api],
  );
  return useProductSubmit(save);
}
