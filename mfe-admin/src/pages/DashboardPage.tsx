import { Dashboard } from '../features/dashboard/components/Dashboard';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function DashboardPage() {
  return (
    <AdminGuard denied="message-then-home">
      <Dashboard />
    </AdminGuard>
  );
}
