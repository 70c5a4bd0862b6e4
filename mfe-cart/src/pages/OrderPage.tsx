import { useParams } from 'shared-contracts/router';
import { OrderConfirmation } from '../features/checkout/components/OrderConfirmation';
import { useOrder } from '../features/checkout/hooks/useOrder';
import '../styles/cart.css';
import '../features/checkout/checkout.css';

/** The order confirmation (/order/{orderId}) shown after a verified payment. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const state = useOrder(orderId);
  return (
    <section className="cart-page" aria-labelledby="order-title" aria-busy={state.status === 'loading'}>
      <h1 id="order-title" className="cart-title">
        Order confirmation
      </h1>
      {state.status === 'loading' && <p role="status">Loading your order…</p>}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && <OrderConfirmation order={state.order} />}
    </section>
  );
}
