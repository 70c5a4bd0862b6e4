import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  pending: boolean;
  /** Text while the form is being sent, e.g. "Creating account…". */
  pendingLabel: string;
  /** While set, the button cannot be used yet and says when it can, e.g. "Send again in 42 s". */
  waitLabel?: string | undefined;
  children: ReactNode;
}

/**
 * The form's submit button: disabled with a spinner and progress text while pending, and disabled
 * with its wait text while `waitLabel` is set.
 */
export function SubmitButton({ pending, pendingLabel, waitLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="account-button"
      disabled={pending || waitLabel !== undefined}
      aria-busy={pending || undefined}
    >
      {waitLabel !== undefined && !pending ? (
        waitLabel
      ) : pending ? (
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
