/** The order confirmation's data: GET /api/orders/{id} once the session is known. */
import { useEffect, useState } from 'react';
import { type OrderResponse } from 'shared-contracts';
import { useApi, useAuth } from 'shared-contracts/react';
import { checkoutApi } from '../api/checkoutApi';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: OrderResponse } | { status: 'error'; message: string };

export function useOrder(orderId: string): OrderState {
  const request = useApi();
  const { user, loading } = useAuth();
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (loading) return undefined;
    if (!uid) {
      setState({ status: 'error', message: 'Log in to see your order.' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    checkoutApi(request)
      .getOrder(orderId)
      .then((order) => current && setState({ status: 'ready', order }))
      .catch((error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : 'The order could not be loaded.' }));
    return () => {
      current = false;
    };
  }, [request, orderId, uid, loading]);

  return state;
}
