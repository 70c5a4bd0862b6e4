import { useId, type ReactNode } from 'react';
import { useModalDialog } from 'shared-contracts/react';
import { ModalFrame } from './ModalFrame';
import { SubmitButton } from './SubmitButton';

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
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ onCancel, pending });

  return (
    <ModalFrame
      role="alertdialog"
      titleId={titleId}
      describedBy={messageId}
      dialogRef={dialogRef}
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
        <SubmitButton busy={pending} busyLabel={pendingLabel} tone="danger" onClick={onConfirm}>
          {confirmLabel}
        </SubmitButton>
      </div>
    </ModalFrame>
  );
}
