import { useId, type ReactNode } from 'react';
import { useModalDialog } from 'shared-contracts/react';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  pendingLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation: Cancel has the focus when it opens (the safe choice), Tab stays inside,
 * Escape cancels (as the admin's dialog does). The opener returns the focus to its own button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ onCancel, pending });

  return (
    <div className="account-dialog__backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's Escape and focus trap */}
      <div
        ref={dialogRef}
        className="account-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="account-subtitle">
          {title}
        </h2>
        {children}
        <div className="account-actions">
          <button
            ref={cancelRef}
            type="button"
            className="account-button account-button--quiet"
            onClick={onCancel}
            disabled={pending}
          >
            Cancel
          </button>
          <button
            type="button"
            className="account-button account-button--danger"
            onClick={onConfirm}
            aria-busy={pending || undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
