import { AdminGuard } from '../features/guard/components/AdminGuard';
import { ProductsPanel } from '../features/products/components/ProductsPanel';
import '../styles/admin.css';

export default function ProductsPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <ProductsPanel headingLevel={1} />
      </div>
    </AdminGuard>
  );
}
