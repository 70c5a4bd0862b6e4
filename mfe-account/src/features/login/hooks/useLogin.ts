import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, ROUTES, isAdmin, type LoginInput } from 'shared-contracts';
import { useAuth, type SignInResult } from 'shared-contracts/react';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { errorMessage } from '../../../lib/errors';

/** Only for a rejection that carries no text at all; the provider's messages are always readable. */
export const LOGIN_FAILED_FALLBACK = 'Login failed. Please try again.';

export interface UseLogin {
  pending: boolean;
  /** Sends already-validated input; ignored while a login is in flight. */
  submit: (input: LoginInput) => Promise<void>;
}

/**
 * Spec §4 login: only a verified email proceeds (the provider signs an unverified one out again);
 * an admin goes to the dashboard, everyone else home. Errors toast the provider's message (§8).
 */
export function useLogin(): UseLogin {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { pending, run, isMounted } = useSubmitGuard();

  const submit = useCallback(
    (input: LoginInput) =>
      run(async () => {
        let result: SignInResult;
        try {
          result = await signIn({ email: input.email.trim(), password: input.password });
        } catch (error) {
          showToast('error', errorMessage(error) || LOGIN_FAILED_FALLBACK);
          return;
        }
        if (result.status === 'unverified') {
          showToast('error', MESSAGES.verifyEmail);
          return;
        }
        showToast('success', MESSAGES.loggedIn);
        if (isMounted()) void navigate(isAdmin(result.role) ? ROUTES.dashboard : ROUTES.home, { replace: true });
      }),
    [isMounted, navigate, run, signIn],
  );

  return { pending, submit };
}
