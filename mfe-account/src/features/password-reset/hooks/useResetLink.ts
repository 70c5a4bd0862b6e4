import { useCallback, useEffect, useState } from 'react';
import { useAuth } from 'shared-contracts/react';
import { errorMessage } from '../../../lib/errors';

/** The one `mode` of Firebase's action links this page handles. */
export const RESET_MODE = 'resetPassword';
export const NOT_A_RESET_LINK = 'This is not a password reset link. Ask for a new one.';
export const LINK_CHECK_FAILED = 'Could not check the link. Please try again.';

export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  /** Expired, used, or not a reset link: only a new link helps. */
  | { status: 'refused'; message: string }
  /** The check itself failed (no network): trying again may help. */
  | { status: 'failed'; message: string };

export interface ResetLink {
  state: ResetLinkState;
  /** Checks the link again (after a failed check). */
  retry: () => void;
  /** Marks the link unusable (the reset found it used or expired meanwhile). */
  refuse: (message: string) => void;
}

/** Reads a reset e-mail's link (`mode`, `oobCode`) and asks the provider whose account it resets. */
export function useResetLink(mode: string | null, code: string | null): ResetLink {
  const { checkPasswordResetLink } = useAuth();
  const usable = mode === RESET_MODE && Boolean(code);
  const [state, setState] = useState<ResetLinkState>(() =>
    usable ? { status: 'checking' } : { status: 'refused', message: NOT_A_RESET_LINK },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!usable || !code) {
      setState({ status: 'refused', message: NOT_A_RESET_LINK });
      return undefined;
    }
    let current = true;
    setState({ status: 'checking' });
    checkPasswordResetLink(code).then(
      (link) => {
        if (!current) return;
        setState(link.status === 'valid' ? link : { status: 'refused', message: link.message });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(error) || LINK_CHECK_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, checkPasswordResetLink, code, usable]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refuse = useCallback((message: string) => setState({ status: 'refused', message }), []);
  return { state, retry, refuse };
}
