import { useCallback } from 'react';
import { MESSAGES, ROUTES, isAdmin, type LoginInput } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAccountSubmit, type AccountOutcome, type AccountSubmit } from '../../../hooks/useAccountSubmit';

/** Only for a rejection that carries no text at all; the provider's messages are always readable. */
export const LOGIN_FAILED_FALLBACK = 'Login failed. Please try again.';

/**
 * Spec §4 login: only a verified email proceeds (the provider signs an unverified one out again);
 * an admin goes to the dashboard, everyone else home. Errors toast the provider's message (§8).
 */
export function useLogin(): AccountSubmit<LoginInput> {
  const { signIn } = useAuth();
  const logIn = useCallback(
    async (input: LoginInput): Promise<AccountOutcome> => {
      const result = await signIn({ email: input.email.trim(), password: input.password });
      if (result.status === 'unverified') return { ok: false, message: MESSAGES.verifyEmail };
      return { ok: true, message: MESSAGES.loggedIn, goTo: isAdmin(result.role) ? ROUTES.dashboard : ROUTES.home };
    },
    [signIn],
  );
  return useAccountSubmit(logIn, LOGIN_FAILED_FALLBACK);
}
