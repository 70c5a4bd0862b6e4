import { DeliveryRulesPanel } from '../features/delivery/components/DeliveryRulesPanel';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function DeliveryPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <DeliveryRulesPanel />
      </div>
    </AdminGuard>
  );
}
