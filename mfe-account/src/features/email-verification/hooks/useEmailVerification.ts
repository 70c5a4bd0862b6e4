import { useEffect, useRef, useState } from 'react';
import { ROUTES } from 'shared-contracts';
import { useAuth, type EmailVerificationResult } from 'shared-contracts/react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { errorMessage } from '../../../lib/errors';

export const EMAIL_VERIFIED = 'Your email is verified. You can log in now.';
export const VERIFICATION_FAILED = 'Could not verify your email. Please try again.';

export type EmailVerificationState = { status: 'verifying' } | { status: 'refused' | 'failed'; message: string };

/**
 * Applies a verification e-mail's code once (a code works only once, so a second effect run, as
 * in development's strict mode, waits for the same call), then toasts and goes to login.
 */
export function useEmailVerification(code: string): { state: EmailVerificationState; retry: () => void } {
  const { applyEmailVerification } = useAuth();
  const navigate = useNavigate();
  const call = useRef<{ code: string; result: Promise<EmailVerificationResult> } | null>(null);
  const [state, setState] = useState<EmailVerificationState>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (call.current?.code !== code) call.current = { code, result: applyEmailVerification(code) };
    let current = true;
    call.current.result.then(
      (result) => {
        if (!current) return;
        if (result.status === 'invalid') {
          setState({ status: 'refused', message: result.message });
          return;
        }
        showToast('success', EMAIL_VERIFIED);
        void navigate(ROUTES.login, { replace: true });
      },
      (error: unknown) => {
        call.current = null;
        if (current) setState({ status: 'failed', message: errorMessage(error) || VERIFICATION_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [applyEmailVerification, attempt, code, navigate]);

  const retry = () => {
    setState({ status: 'verifying' });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}
