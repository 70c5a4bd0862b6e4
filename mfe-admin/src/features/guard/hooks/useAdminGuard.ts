import { useEffect } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, ROUTES, UNAUTHORIZED_REDIRECT_MS, isAdmin } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';

/**
 * What a non-admin meets (clarifications): on add-products a toast and /dashboard; on the
 * dashboard and users pages the refusal message, then "/" after UNAUTHORIZED_REDIRECT_MS.
 */
export type DeniedBehaviour = 'back-to-dashboard' | 'message-then-home';

export type GuardState = 'loading' | 'signed-out' | 'not-admin' | 'admin';

// Fixed toast ids: a remount (StrictMode, a quick re-render) never shows the same toast twice.
const LOGIN_TOAST_ID = 'admin-login-required';
const ADD_PRODUCTS_TOAST_ID = 'admin-only-add-products';

/** The admin area's access rule, in the order of the clarifications; acts on it (toasts, navigation). */
export function useAdminGuard(denied: DeniedBehaviour): GuardState {
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const state: GuardState = loading ? 'loading' : !user ? 'signed-out' : isAdmin(role) ? 'admin' : 'not-admin';

  useEffect(() => {
    if (state === 'signed-out') {
      showToast('error', MESSAGES.adminLoginRequired, { id: LOGIN_TOAST_ID });
      void navigate(ROUTES.login, { replace: true });
      return undefined;
    }
    if (state !== 'not-admin') return undefined;
    if (denied === 'back-to-dashboard') {
      showToast('error', MESSAGES.adminOnlyAddProducts, { id: ADD_PRODUCTS_TOAST_ID });
      void navigate(ROUTES.dashboard, { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => void navigate(ROUTES.root, { replace: true }), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, denied, navigate]);

  return state;
}
