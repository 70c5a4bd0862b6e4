import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, ROUTES, type SignupInput } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { errorMessage } from '../../../lib/errors';

export interface UseSignup {
  pending: boolean;
  /** Sends already-validated input; ignored while a signup is in flight. */
  submit: (input: SignupInput) => Promise<void>;
}

/**
 * Spec §4 signup flow: create the account (the provider also sends the verification email, records
 * users/{uid} on the server and signs out), then toast and go to login. Failures toast the
 * provider's message, or the spec's fallback when it has none.
 */
export function useSignup(): UseSignup {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { pending, run, isMounted } = useSubmitGuard();

  const submit = useCallback(
    (input: SignupInput) =>
      run(async () => {
        try {
          await signUp({ displayName: input.username.trim(), email: input.email.trim(), password: input.password });
        } catch (error) {
          showToast('error', errorMessage(error) || MESSAGES.signupFailed);
          return;
        }
        showToast('success', MESSAGES.accountCreated);
        // If the shopper already left this page, don't pull them back to login.
        if (isMounted()) void navigate(ROUTES.login, { replace: true });
      }),
    [isMounted, navigate, run, signUp],
  );

  return { pending, submit };
}
