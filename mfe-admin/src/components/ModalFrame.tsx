import type { KeyboardEventHandler, ReactNode, RefObject } from 'react';

interface ModalFrameProps {
  /** `alertdialog` for a confirmation that interrupts, `dialog` for a task. */
  role: 'dialog' | 'alertdialog';
  titleId: string;
  describedBy?: string;
  wide?: boolean;
  /** From useModalDialog: the focus trap and Escape. */
  dialogRef: RefObject<HTMLDivElement | null>;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

/** The admin's modal: a backdrop and the dialog box, labelled by its title, its keys handled by useModalDialog. */
export function ModalFrame({ role, titleId, describedBy, wide, dialogRef, onKeyDown, children }: ModalFrameProps) {
  return (
    <div className="adm-dialog__backdrop">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={wide ? 'adm-dialog adm-dialog--wide' : 'adm-dialog'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
