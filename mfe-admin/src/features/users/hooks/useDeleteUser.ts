import { useCallback, useState } from 'react';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, type UserRecord } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';

export interface UseDeleteUser {
  /** The user waiting for confirmation, or null. */
  confirming: UserRecord | null;
  pending: boolean;
  ask: (user: UserRecord) => void;
  cancel: () => void;
  /** Deletes the confirmed user; calls `onDeleted(uid)` when the server has. */
  confirm: () => Promise<void>;
}

/** Delete with confirmation: "User deleted!" or "Failed to delete user: {message}" (spec §8). */
export function useDeleteUser(onDeleted: (uid: string) => void): UseDeleteUser {
  const api = useAdminApi();
  const [confirming, setConfirming] = useState<UserRecord | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = useCallback(async () => {
    if (!confirming || pending) return;
    setPending(true);
    try {
      await api.deleteUser(confirming.uid);
      showToast('success', MESSAGES.userDeleted);
      onDeleted(confirming.uid);
    } catch (error) {
      showToast('error', MESSAGES.deleteUserFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setPending(false);
      setConfirming(null);
    }
  }, [api, confirming, onDeleted, pending]);

  return {
    confirming,
    pending,
    ask: setConfirming,
    cancel: useCallback(() => setConfirming(null), []),
    confirm,
  };
}
