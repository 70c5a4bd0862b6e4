import type { ReactElement } from 'react';
import { Outlet } from 'shared-contracts/router';
import { AdminHeader } from './admin/AdminHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Layout of the admin area: its own header and no footer. */
export function AdminLayout(): ReactElement {
  return (
    <div className="admin-layout">
      <SkipLink />
      <AdminHeader />
      <main id={MAIN_CONTENT_ID} className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
