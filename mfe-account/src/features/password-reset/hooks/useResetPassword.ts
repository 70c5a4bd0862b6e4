import { useCallback } from 'react';
import { ROUTES, type NewPasswordInput } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAccountSubmit, type AccountOutcome, type AccountSubmit } from '../../../hooks/useAccountSubmit';

export const PASSWORD_CHANGED = 'Your password has been changed. Log in with your new password.';
/** Only for a rejection that carries no text at all. */
export const RESET_FAILED = 'Could not change the password. Please try again.';

/**
 * Sets the new password with the link's code, then toasts and goes to login. A link found used or
 * expired meanwhile is handed to `onLinkRefused` (the page then offers a new link).
 */
export function useResetPassword(
  code: string,
  onLinkRefused: (message: string) => void,
): AccountSubmit<NewPasswordInput> {
  const { resetPassword } = useAuth();
  const reset = useCallback(
    async ({ password }: NewPasswordInput): Promise<AccountOutcome> => {
      const result = await resetPassword({ code, password });
      if (result.status === 'invalid-link') {
        onLinkRefused(result.message);
        return { ok: false, message: result.message };
      }
      return { ok: true, message: PASSWORD_CHANGED, goTo: ROUTES.login };
    },
    [code, onLinkRefused, resetPassword],
  );
  return useAccountSubmit(reset, RESET_FAILED);
}
