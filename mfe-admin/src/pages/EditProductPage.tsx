import { useParams } from 'shared-contracts/router';
import { EditProduct } from '../features/products/components/EditProduct';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function EditProductPage() {
  const { id = '' } = useParams();
  return (
    <AdminGuard denied="message-then-home">
      <EditProduct id={id} />
    </AdminGuard>
  );
}
