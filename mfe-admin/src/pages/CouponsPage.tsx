import { CouponsPanel } from '../features/coupons/components/CouponsPanel';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function CouponsPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <CouponsPanel />
      </div>
    </AdminGuard>
  );
}
