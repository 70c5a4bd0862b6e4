import { AdminGuard } from '../features/guard/components/AdminGuard';
import { OrdersPanel } from '../features/orders/components/OrdersPanel';
import '../styles/admin.css';

export default function OrdersPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <OrdersPanel headingLevel={1} />
      </div>
    </AdminGuard>
  );
}
