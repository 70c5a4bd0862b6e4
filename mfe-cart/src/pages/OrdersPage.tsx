import { Navigate, useSearchParams } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { MyOrders } from '../features/orders/components/MyOrders';
import '../styles/cart.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';

/** `?page=` as a whole page number from 1 (anything else is the first page). */
const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** My orders (/orders): signed-in shoppers only, like checkout; /login when signed out. */
export default function OrdersPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  if (!loading && !user) return <Navigate to={ROUTES.login} replace />;
  return (
    <section className="cart-page" aria-labelledby="orders-title">
      <h1 id="orders-title" className="cart-title">
        My orders
      </h1>
      <MyOrders page={pageFrom(params.get('page'))} />
    </section>
  );
}
