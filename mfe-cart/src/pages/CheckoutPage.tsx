import { Navigate } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { Checkout } from '../features/checkout/components/Checkout';
import '../styles/cart.css';
import '../features/checkout/checkout.css';

/** Checkout is for signed-in shoppers only (spec §2): a skeleton while auth loads, /login when signed out. */
export default function CheckoutPage() {
  const { user, loading } = useAuth();
  if (!loading && !user) return <Navigate to={ROUTES.login} replace />;
  return (
    <section className="cart-page" aria-labelledby="checkout-title" aria-busy={loading}>
      <h1 id="checkout-title" className="cart-title">
        Checkout
      </h1>
      {user ? (
        <Checkout user={user} />
      ) : (
        <div className="checkout-skeleton" data-testid="checkout-skeleton" aria-label="Loading checkout" />
      )}
    </section>
  );
}
