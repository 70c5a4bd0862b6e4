import { useEffect, useRef, type RefObject } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductLifecycle } from '../hooks/useProductLifecycle';
import { StatusTag } from './StatusTag';

export interface ProductStatusPanelProps {
  product: CatalogueProduct;
  lifecycle: ProductLifecycle;
  /** The Delete button, so focus can return to it when the confirmation is cancelled. */
  deleteButtonRef: RefObject<HTMLButtonElement | null>;
}

const STATUS_HINT = {
  active: 'Shown in the shop.',
  archived: 'Hidden from the shop. Past orders still show it.',
} as const;

/** Where the product stands (Active / Archived) and what can be done: archive or restore, delete. */
export function ProductStatusPanel({ product, lifecycle, deleteButtonRef }: ProductStatusPanelProps) {
  const { pending, deleteBlocked, setStatus, askDelete } = lifecycle;
  const archived = product.status === 'archived';
  const archiveInstead = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deleteBlocked) (archiveInstead.current ?? deleteButtonRef.current)?.focus();
  }, [deleteBlocked, deleteButtonRef]);

  return (
    <section className="adm-status-panel" aria-labelledby="adm-status-title">
      <h2 id="adm-status-title" className="adm-heading">
        Status
      </h2>
      <p className="adm-status-panel__now" data-testid="product-status">
        <StatusTag status={product.status} /> {STATUS_HINT[product.status]}
      </p>
      <div className="adm-actions">
        <button
          type="button"
          className="adm-button adm-button--ghost"
          onClick={() => void setStatus(archived ? 'active' : 'archived')}
          disabled={pending !== null}
          aria-busy={pending === 'archive' || pending === 'restore' || undefined}
        >
          {pending === 'archive'
            ? 'Archiving…'
            : pending === 'restore'
              ? 'Restoring…'
              : archived
                ? 'Restore product'
                : 'Archive product'}
        </button>
        <button
          ref={deleteButtonRef}
          type="button"
          className="adm-button adm-button--danger"
          onClick={askDelete}
          disabled={pending !== null}
        >
          Delete product
        </button>
      </div>
      {deleteBlocked && (
        <div className="adm-status adm-status--error" role="alert">
          <p>{deleteBlocked}</p>
          {!archived && (
            <button
              ref={archiveInstead}
              type="button"
              className="adm-button adm-button--ghost"
              onClick={() => void setStatus('archived')}
              disabled={pending !== null}
            >
              Archive instead
            </button>
          )}
        </div>
      )}
    </section>
  );
}
