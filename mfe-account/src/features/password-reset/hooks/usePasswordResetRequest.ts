import { useCallback, useState } from 'react';
import type { PasswordResetRequestInput } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { showToast } from 'shared-contracts/toast';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { errorMessage } from '../../../lib/errors';
import { useSendCooldown } from './useSendCooldown';

/** Said whether or not the address has an account, so the page reveals nobody's. */
export const RESET_LINK_SENT = 'If an account exists for that e-mail, we have sent a link to reset its password.';
/** Only for a rejection that carries no text at all. */
export const RESET_REQUEST_FAILED = 'Could not send the reset e-mail. Please try again.';

export interface PasswordResetRequest {
  pending: boolean;
  /** RESET_LINK_SENT once a send has gone out, else empty. */
  notice: string;
  /** Whole seconds until `email` may be sent to again (0: now). */
  secondsLeft: (email: string) => number;
  submit: (input: PasswordResetRequestInput) => Promise<void>;
}

/**
 * Asks the auth provider for a reset e-mail, at most once a minute per address. Failures (too many
 * requests, no network) toast a readable message and start no wait, so the shopper can retry.
 */
export function usePasswordResetRequest(): PasswordResetRequest {
  const { sendPasswordReset } = useAuth();
  const { pending, run } = useSubmitGuard();
  const { secondsLeft, markSent } = useSendCooldown();
  const [notice, setNotice] = useState('');

  const submit = useCallback(
    ({ email }: PasswordResetRequestInput) => {
      const address = email.trim();
      if (secondsLeft(address) > 0) return Promise.resolve();
      return run(async () => {
        try {
          await sendPasswordReset(address);
        } catch (error) {
          showToast('error', errorMessage(error) || RESET_REQUEST_FAILED);
          return;
        }
        markSent(address);
        setNotice(RESET_LINK_SENT);
      });
    },
    [markSent, run, secondsLeft, sendPasswordReset],
  );

  return { pending, notice, secondsLeft, submit };
}
