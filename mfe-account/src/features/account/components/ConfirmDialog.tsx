import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => cancelRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []).filter(
      (node) => !node.disabled,
    );
    if (focusable.length === 0) return;
    event.preventDefault();
    const index = focusable.indexOf(document.activeElement as HTMLButtonElement);
    focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length]?.focus();
  };

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
