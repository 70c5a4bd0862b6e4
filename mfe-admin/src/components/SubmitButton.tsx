import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** While true the button is disabled, marked busy and shows `busyLabel`. */
  busy: boolean;
  /** What it says while busy, e.g. "Saving…". */
  busyLabel: string;
  /** What it says otherwise. */
  children: ReactNode;
  /** How it looks: the form's main action, or a destructive one. */
  tone?: 'primary' | 'danger';
  /** Without it the button submits its form; with it, a plain button (a dialog's confirm). */
  onClick?: () => void;
}

/** The button that starts an action and, until the action ends, can't start it again and says so. */
export function SubmitButton({ busy, busyLabel, children, tone = 'primary', onClick }: SubmitButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`adm-button adm-button--${tone}`}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
