import { AdminGuard } from '../features/guard/components/AdminGuard';
import { UsersPanel } from '../features/users/components/UsersPanel';
import '../styles/admin.css';

export default function UsersPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <UsersPanel headingLevel={1} />
      </div>
    </AdminGuard>
  );
}
