import { useCallback, useEffect, useRef, useState } from 'react';
import { ROUTES, type CatalogueProduct } from 'shared-contracts';
import { usePageTitle } from 'shared-contracts/react';
import { Link, useNavigate } from 'shared-contracts/router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { ReviewsModeration } from '../../reviews/components/ReviewsModeration';
import { useProductLifecycle } from '../hooks/useProductLifecycle';
import { useStoredProduct } from '../hooks/useStoredProduct';
import { EditProductForm } from './EditProductForm';
import { ProductStatusPanel } from './ProductStatusPanel';
import { LoadingStatus } from '../../../components/LoadingStatus';

const BackLink = () => (
  <p className="adm-back">
    <Link to={ROUTES.adminProducts} className="adm-link">
      ← Back to products
    </Link>
  </p>
);

/** The edit page of one product: its fields, its status (archive / restore / delete) and its reviews. */
export function EditProduct({ id }: { id: string }) {
  const { state, reload, update } = useStoredProduct(id);
  const replace = useCallback((stored: CatalogueProduct) => update(() => stored), [update]);

  if (state.status === 'ready' && state.data) return <ProductEditor product={state.data} onChanged={replace} />;
  const notFound = state.status === 'ready';
  return (
    <section className="adm-page" aria-labelledby="adm-edit-title">
      <BackLink />
      <h1 id="adm-edit-title" className="adm-title">
        {notFound ? 'Product not found' : 'Edit product'}
      </h1>
      {state.status === 'loading' && <LoadingStatus>Loading product…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the product" message={state.message} onRetry={reload} />}
      {notFound && (
        <p className="adm-status" role="alert">
          There is no product with id “{id}”. It may have been deleted.
        </p>
      )}
    </section>
  );
}

function ProductEditor({
  product,
  onChanged,
}: {
  product: CatalogueProduct;
  onChanged: (stored: CatalogueProduct) => void;
}) {
  usePageTitle(`Edit ${product.productName}`);
  const navigate = useNavigate();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const onDeleted = useCallback(() => void navigate(ROUTES.adminProducts, { replace: true }), [navigate]);
  const lifecycle = useProductLifecycle(product, { onChanged, onDeleted });
  // A save starts the form again from the stored product; archiving keeps what is being typed.
  const [formVersion, setFormVersion] = useState(0);
  const details = useRef<HTMLHeadingElement>(null);
  const saved = useRef(false);
  const onSaved = useCallback(
    (stored: CatalogueProduct) => {
      saved.current = true;
      onChanged(stored);
    },
    [onChanged],
  );
  // The form starts again once the product shown is the stored one (the query cache hands it over
  // a moment after the save), so it never starts from the copy before the save.
  useEffect(() => {
    if (!saved.current) return;
    saved.current = false;
    setFormVersion((n) => n + 1);
    // The form (and the button that had focus) is replaced: the keyboard user stays at its heading, which stays.
    details.current?.focus();
  }, [product]);

  return (
    <section className="adm-page" aria-labelledby="adm-edit-title">
      <BackLink />
      <h1 id="adm-edit-title" className="adm-title">
        Edit product
      </h1>
      <p className="adm-lead">{product.productName}</p>
      <ProductStatusPanel product={product} lifecycle={lifecycle} deleteButtonRef={deleteButton} />
      <section aria-labelledby="adm-details-title">
        <h2 id="adm-details-title" ref={details} tabIndex={-1} className="adm-heading">
          Details
        </h2>
        <EditProductForm key={formVersion} product={product} onSaved={onSaved} />
      </section>
      <ReviewsModeration productId={product.id} />
      {lifecycle.confirmingDelete && (
        <ConfirmDialog
          title={`Delete ${product.productName}?`}
          message="This removes the product from the catalogue for good. It cannot be undone. A product that is in an order cannot be deleted: archive it instead."
          confirmLabel="Delete for good"
          pendingLabel="Deleting…"
          pending={lifecycle.pending === 'delete'}
          onCancel={() => {
            lifecycle.cancelDelete();
            requestAnimationFrame(() => deleteButton.current?.focus());
          }}
          onConfirm={() => void lifecycle.confirmDelete()}
        />
      )}
    </section>
  );
}
