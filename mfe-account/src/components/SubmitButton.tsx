import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  pending: boolean;
  /** Text while the form is being sent, e.g. "Creating account…". */
  pendingLabel: string;
  children: ReactNode;
}

/** The form's submit button: disabled with a spinner and progress text while pending. */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="account-button" disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className="account-spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
