import { useAdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';

/**
 * Greets the admin from admins/{uid}. Asking for it is also what makes the server create that
 * record on the first visit (spec §3), so the dashboard always asks, once per visit.
 */
export function AdminWelcome() {
  const api = useAdminApi();
  const { state } = useResource(['me'], api.me);
  // A failure here is not worth an error panel: the counts and users below say more.
  if (state.status !== 'ready') return null;
  return (
    <p className="adm-lead">
      Signed in as <strong>{state.data.name}</strong> ({state.data.email})
    </p>
  );
}
