import { useCallback } from 'react';
import { MESSAGES, ROUTES, type SignupInput } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAccountSubmit, type AccountOutcome, type AccountSubmit } from '../../../hooks/useAccountSubmit';

/**
 * Spec §4 signup flow: create the account (the provider also sends the verification email, records
 * users/{uid} on the server and signs out), then toast and go to login. Failures toast the
 * provider's message, or the spec's fallback when it has none.
 */
export function useSignup(): AccountSubmit<SignupInput> {
  const { signUp } = useAuth();
  const createAccount = useCallback(
    async (input: SignupInput): Promise<AccountOutcome> => {
      await signUp({ displayName: input.username.trim(), email: input.email.trim(), password: input.password });
      return { ok: true, message: MESSAGES.accountCreated, goTo: ROUTES.login };
    },
    [signUp],
  );
  return useAccountSubmit(createAccount, MESSAGES.signupFailed);
}
