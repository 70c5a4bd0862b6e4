import { useParams } from 'shared-contracts/router';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import { OrderDetail } from '../features/orders/components/OrderDetail';
import '../styles/admin.css';

export default function OrderPage() {
  const { id = '' } = useParams();
  return (
    <AdminGuard denied="message-then-home">
      <OrderDetail id={id} />
    </AdminGuard>
  );
}
