import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Label while the confirmed action runs, e.g. "Deleting…". */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Optional fields between the message and the buttons (e.g. a reason). */
  children?: ReactNode;
}

const FOCUSABLE = 'button, input, textarea, select';

/**
 * A modal confirmation (role alertdialog): focus starts on Cancel, the safe choice; Tab stays
 * inside; Escape cancels. The opener gets focus back from whoever closes it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

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
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (node) => !(node as HTMLButtonElement).disabled,
    );
    if (focusable.length === 0) return;
    event.preventDefault();
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    const next = focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
    next?.focus();
  };

  return (
    <div className="adm-dialog__backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's Escape and focus trap */}
      <div
        ref={dialogRef}
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
        {children}
        <div className="adm-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className="adm-button adm-button--ghost"
            onClick={onCancel}
            disabled={pending}
          >
            Cancel
          </button>
          <button
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
