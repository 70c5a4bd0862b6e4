import type { ReactNode } from 'react';
import { MESSAGES } from 'shared-contracts';
import { useAdminGuard, type DeniedBehaviour } from '../hooks/useAdminGuard';
import { LoadingStatus } from '../../../components/LoadingStatus';

export interface AdminGuardProps {
  /** What a signed-in non-admin meets on this page. */
  denied: DeniedBehaviour;
  children: ReactNode;
}

/** Shows "Loading", the refusal, or the admin page (spec §4 Dashboard). The server checks the role too. */
export function AdminGuard({ denied, children }: AdminGuardProps) {
  const state = useAdminGuard(denied);
  if (state === 'loading') {
    return <LoadingStatus>Loading</LoadingStatus>;
  }
  if (state === 'not-admin' && denied === 'message-then-home') {
    return (
      <p className="adm-status adm-status--error" role="alert">
        {MESSAGES.notAuthorized}
      </p>
    );
  }
  if (state !== 'admin') return null;
  return <>{children}</>;
}
