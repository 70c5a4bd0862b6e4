import { useAddProduct } from '../hooks/useAddProduct';
import { EMPTY_DRAFT } from '../lib/validateProduct';
import { ProductForm } from './ProductForm';

/** Add Products (spec §5): the product form, empty, emptied again after each product added. */
export function AddProductForm() {
  const submission = useAddProduct();
  return (
    <ProductForm
      initial={EMPTY_DRAFT}
      submission={submission}
      submitLabel="Add Product"
      savingLabel="Adding product…"
      resetOnSave
    />
  );
}
