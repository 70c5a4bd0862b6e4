import type { CatalogueProduct } from 'shared-contracts';
import { useEditProduct } from '../hooks/useEditProduct';
import { draftOf } from '../lib/validateProduct';
import { ProductForm } from './ProductForm';

export interface EditProductFormProps {
  product: CatalogueProduct;
  onSaved: (stored: CatalogueProduct) => void;
}

/** The product form, filled from the stored product; Save sends only what changed. */
export function EditProductForm({ product, onSaved }: EditProductFormProps) {
  const submission = useEditProduct(product, onSaved);
  return (
    <ProductForm initial={draftOf(product)} submission={submission} submitLabel="Save changes" savingLabel="Saving…" />
  );
}
