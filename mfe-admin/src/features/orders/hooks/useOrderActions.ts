import { useCallback, useState } from 'react';
import type { AdminOrderDetail, RecordCashRequest, ShipOrderRequest } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import { useAdminApi } from '../../../api/useAdminApi';

export type OrderAction = 'ship' | 'deliver' | 'cancel' | 'collect';

const DONE: Record<OrderAction, string> = {
  ship: 'Order marked shipped.',
  deliver: 'Order marked delivered.',
  cancel: 'Order cancelled and refunded.',
  collect: 'Cash collected recorded.',
};

/**
 * Ship / deliver / cancel one order. One request at a time; the server's answer (the order as it
 * is now) replaces the page's copy; a refusal (409) or failed refund (502) is kept as `error` and
 * the page's copy is fetched again.
 */
export function useOrderActions(id: string, onChanged: (order: AdminOrderDetail) => void, onRefused: () => void) {
  const api = useAdminApi();
  const [running, setRunning] = useState<OrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const perform = useCallback(
    async (action: OrderAction, call: () => Promise<AdminOrderDetail>, done = DONE[action]): Promise<boolean> => {
      setRunning(action);
      setError(null);
      try {
        const order = await call();
        onChanged(order);
        showToast('success', done);
        return true;
      } catch (failure) {
        setError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong.');
        // Someone else may have moved the order meanwhile (409): show it as it is now.
        onRefused();
        return false;
      } finally {
        setRunning(null);
      }
    },
    [onChanged, onRefused],
  );

  return {
    running,
    error,
    ship: (body: ShipOrderRequest) => perform('ship', () => api.shipOrder(id, body)),
    deliver: () => perform('deliver', () => api.deliverOrder(id)),
    /** `refunds`: false for a cash-on-delivery order, which is cancelled with nothing to refund. */
    cancel: (reason = '', refunds = true) =>
      perform(
        'cancel',
        () => api.cancelOrder(id, reason ? { reason } : {}),
        refunds ? DONE.cancel : 'Order cancelled.',
      ),
    recordCash: (body: RecordCashRequest) => perform('collect', () => api.recordCash(id, body)),
  };
}
