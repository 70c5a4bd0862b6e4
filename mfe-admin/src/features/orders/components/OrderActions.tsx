import { useState } from 'react';
import { ADMIN_ORDER_LIMITS, COD_CONFIRMATION_MESSAGES, formatRupees, type AdminOrderDetail } from 'shared-contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useOrderActions } from '../hooks/useOrderActions';
import { RecordCashForm } from './RecordCashForm';
import { ShipOrderForm } from './ShipOrderForm';

export interface OrderActionsProps {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
  /** Fetches the order again, quietly (after a refused or failed action). */
  onRefresh: () => void;
}

/**
 * The moves the transition table allows from here. Paid online: paid → shipped, shipped → delivered,
 * paid|shipped → cancelled (refunded). Cash on delivery: placed → shipped, shipped → delivered,
 * delivered → paid (the cash recorded), placed|shipped → cancelled (nothing to refund).
 */
export function OrderActions({ order, onChanged, onRefresh }: OrderActionsProps) {
  const { running, error, ship, deliver, cancel, recordCash } = useOrderActions(order.id, onChanged, onRefresh);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const busy = running !== null || order.refundInProgress;
  const cashOnDelivery = order.paymentMethod === 'cod';
  const waitingToShip = order.status === (cashOnDelivery ? 'placed' : 'paid');
  const canCancel = waitingToShip || order.status === 'shipped';
  const canRecordCash = cashOnDelivery && order.status === 'delivered';
  const cancelLabel = cashOnDelivery ? 'Cancel order' : 'Cancel and refund';

  return (
    <section className="adm-panel" aria-labelledby="adm-order-actions-title">
      <h2 id="adm-order-actions-title" className="adm-heading">
        Actions
      </h2>
      {error && (
        <p className="adm-status adm-status--error" role="alert">
          {error}
        </p>
      )}
      {order.refundInProgress && <p className="adm-status">A refund is being processed.</p>}
      {waitingToShip && order.confirmBy ? (
        <p className="adm-status" data-testid="ship-after-confirmation">
          {COD_CONFIRMATION_MESSAGES.notYet}
        </p>
      ) : null}
      {waitingToShip && !order.confirmBy && <ShipOrderForm pending={busy} onSubmit={(body) => void ship(body)} />}
      {canRecordCash && (
        <RecordCashForm amount={order.amount} pending={busy} onSubmit={(body) => void recordCash(body)} />
      )}
      {order.status === 'shipped' && (
        <button
          type="button"
          className="adm-button adm-button--primary"
          disabled={busy}
          aria-busy={running === 'deliver' || undefined}
          onClick={() => void deliver()}
        >
          {running === 'deliver' ? 'Saving…' : 'Mark delivered'}
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          className="adm-button adm-button--danger"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {cancelLabel}
        </button>
      )}
      {!canCancel && !canRecordCash && <p className="adm-status">No actions for a {order.status} order.</p>}
      {confirming && (
        <ConfirmDialog
          title={cashOnDelivery ? 'Cancel this order?' : 'Cancel and refund this order?'}
          message={
            cashOnDelivery
              ? 'The order is cash on delivery, so nothing is refunded; the stock is returned.'
              : `${formatRupees(order.amount)} will be refunded to the customer and the stock returned.`
          }
          confirmLabel={cancelLabel}
          pendingLabel={cashOnDelivery ? 'Cancelling…' : 'Refunding…'}
          pending={running === 'cancel'}
          onConfirm={() => {
            void cancel(reason.trim(), !cashOnDelivery).then(() => setConfirming(false));
          }}
          onCancel={() => setConfirming(false)}
        >
          <div className="adm-field">
            <label htmlFor="adm-cancel-reason">Reason (optional, kept in the order's history)</label>
            <textarea
              id="adm-cancel-reason"
              rows={2}
              maxLength={ADMIN_ORDER_LIMITS.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              disabled={running === 'cancel'}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
