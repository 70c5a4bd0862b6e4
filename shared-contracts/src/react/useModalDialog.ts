import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button, input, textarea, select';

export interface ModalDialogBehaviour {
  /** On the dialog's element: Tab and Shift+Tab cycle through its enabled fields. */
  dialogRef: RefObject<HTMLDivElement | null>;
  /** On the safe choice (Cancel): it has the focus when the dialog opens. */
  cancelRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's keydown handler: Escape cancels (unless the confirmed action is running), Tab stays inside. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The keyboard behaviour every modal confirmation of the shop shares; each remote keeps its own
 * markup and styles. The opener returns the focus to its own control once the dialog closes.
 */
export function useModalDialog({
  onCancel,
  pending,
}: {
  onCancel: () => void;
  pending: boolean;
}): ModalDialogBehaviour {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (node) => !(node instanceof HTMLButtonElement && node.disabled),
    );
    if (focusable.length === 0) return;
    event.preventDefault();
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length]?.focus();
  };

  return { dialogRef, cancelRef, onKeyDown };
}
