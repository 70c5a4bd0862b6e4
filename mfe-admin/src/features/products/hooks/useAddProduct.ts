import { useCallback } from 'react';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { useProductSubmit, type ProductSubmission, type SaveProduct } from './useProductSubmit';

/** Add Product: POST the checked product; "Product added successfully" or "Product not added!" and why (spec §8). */
export function useAddProduct(): ProductSubmission {
  const api = useAdminApi();
  const save = useCallback<SaveProduct>(
    async (product) => {
      try {
        await api.createProduct(product);
      } catch (error) {
        showToast('error', MESSAGES.productNotAdded);
        // The server's reason (a SKU another product has, say) beside the form, where the toast cannot say it.
        return { saved: false, problem: error instanceof Error ? error.message : String(error) };
      }
      showToast('success', MESSAGES.productAdded);
      return { saved: true };
    },
    [api],
  );
  return useProductSubmit(save);
}
