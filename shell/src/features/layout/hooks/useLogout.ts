import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { MESSAGES, ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { showToast } from 'shared-contracts/toast';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Signs out (the auth provider also empties cart and wishlist), says so, and goes home. */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error: unknown) {
      showToast('error', messageOf(error));
      return;
    }
    showToast('success', MESSAGES.loggedOut);
    void navigate(ROUTES.home);
  }, [logout, navigate]);
}
