import { AdminGuard } from '../features/guard/components/AdminGuard';
import { AddProductForm } from '../features/products/components/AddProductForm';
import '../styles/admin.css';

export default function AddProductsPage() {
  return (
    <AdminGuard denied="back-to-dashboard">
      <section className="adm-page" aria-labelledby="adm-add-title">
        <h1 id="adm-add-title" className="adm-title">
          Add Products
        </h1>
        <p className="adm-lead">New products appear in the shop as soon as they are added.</p>
        <AddProductForm />
      </section>
    </AdminGuard>
  );
}
