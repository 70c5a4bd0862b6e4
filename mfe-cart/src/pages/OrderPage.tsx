import { Navigate, useParams } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { OrderDetails } from '../features/orders/components/OrderDetails';
import { RetryableError } from '../features/orders/components/RetryableError';
import { useOrderDetail } from '../features/orders/hooks/useOrderDetail';
import { isJustPlaced } from '../features/orders/utils/isJustPlaced';
import '../styles/cart.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';

/** One order (/order/{orderId}): the confirmation right after payment, and the order's page ever after. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const { state, retry } = useOrderDetail(orderId);
  if (state.status === 'signed-out') return <Navigate to={ROUTES.login} replace />;
  const heading = state.status === 'ready' && !isJustPlaced(state.data) ? 'Order details' : 'Order confirmation';
  return (
    <section className="cart-page" aria-labelledby="order-title" aria-busy={state.status === 'loading'}>
      <h1 id="order-title" className="cart-title">
        {heading}
      </h1>
      {state.status === 'loading' && <p role="status">Loading your order…</p>}
      {state.status === 'error' && <RetryableError message={state.message} onRetry={retry} />}
      {state.status === 'ready' && <OrderDetails order={state.data} />}
    </section>
  );
}
