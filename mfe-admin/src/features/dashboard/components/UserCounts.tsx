import { useAdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';

/** Counts of users (total, admins, regular) from GET /api/admin/stats: the dashboard's Home tab. */
export function UserCounts() {
  const api = useAdminApi();
  const { state, reload } = useResource(['stats'], api.stats);

  if (state.status === 'loading') {
    return <LoadingStatus>Loading user counts…</LoadingStatus>;
  }
  if (state.status === 'error') return <LoadError what="the user counts" message={state.message} onRetry={reload} />;
  const { total, admins, regular } = state.data;
  return (
    <section aria-labelledby="adm-counts-title">
      <h2 id="adm-counts-title" className="adm-heading">
        Users at a glance
      </h2>
      <dl className="adm-counts">
        <div className="adm-counts__item">
          <dt>Total users</dt>
          <dd data-testid="count-total">{total}</dd>
        </div>
        <div className="adm-counts__item">
          <dt>Admins</dt>
          <dd data-testid="count-admins">{admins}</dd>
        </div>
        <div className="adm-counts__item">
          <dt>Regular users</dt>
          <dd data-testid="count-regular">{regular}</dd>
        </div>
      </dl>
    </section>
  );
}
