import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Label while the confirmed action runs, e.g. "Deleting…". */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (role alertdialog): focus starts on Cancel, the safe choice; Tab stays
 * inside; Escape cancels. The opener gets focus back from whoever closes it.
 */
export function ConfirmDialog({ title, message, confirmLabel, pendingLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    // Two buttons: Tab and Shift+Tab both go to the other one.
    const focusable = [cancelRef.current, confirmRef.current].filter((node): node is HTMLButtonElement => !!node && !node.disabled);
    if (focusable.length === 0) return;
    event.preventDefault();
    const index = focusable.indexOf(document.activeElement as HTMLButtonElement);
    const next = focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
    next?.focus();
  };

  return (
    <div className="adm-dialog__backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="adm-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="adm-dialog__title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="adm-dialog__actions">
          <button ref={cancelRef} type="button" className="adm-button adm-button--ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="adm-button adm-button--danger"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
