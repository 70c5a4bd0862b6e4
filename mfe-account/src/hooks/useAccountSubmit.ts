import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { errorMessage } from '../lib/errors';
import { useSubmitGuard } from './useSubmitGuard';

/** What sending a form led to: a success toast and the page to go to, or an error toast and stay. */
export type AccountOutcome = { ok: true; message: string; goTo: string } | { ok: false; message: string };

export interface AccountSubmit<Input> {
  pending: boolean;
  /** Sends already-validated input; ignored while a send is in flight. */
  submit: (input: Input) => Promise<void>;
}

/**
 * Sends a form's input with `send` (one send at a time) and toasts the outcome (spec §8): a
 * rejection toasts its message, or `failedMessage` when it has none; success goes on to its page,
 * unless the shopper has already left this one.
 */
export function useAccountSubmit<Input>(
  send: (input: Input) => Promise<AccountOutcome>,
  failedMessage: string,
): AccountSubmit<Input> {
  const navigate = useNavigate();
  const { pending, run, isMounted } = useSubmitGuard();

  const submit = useCallback(
    (input: Input) =>
      run(async () => {
        let outcome: AccountOutcome;
        try {
          outcome = await send(input);
        } catch (error) {
          showToast('error', errorMessage(error) || failedMessage);
          return;
        }
        if (!outcome.ok) {
          showToast('error', outcome.message);
          return;
        }
        showToast('success', outcome.message);
        if (isMounted()) void navigate(outcome.goTo, { replace: true });
      }),
    [failedMessage, isMounted, navigate, run, send],
  );

  return { pending, submit };
}
