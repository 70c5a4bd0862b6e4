import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES, formatPaise, type OrderDetailResponse } from 'shared-contracts';
import { OrderConfirmation } from '../../checkout/components/OrderConfirmation';
import { isJustPlaced } from '../utils/isJustPlaced';
import { BillingAddress } from './BillingAddress';
import { ConfirmCashOrder } from './ConfirmCashOrder';
import { OrderHistory } from './OrderHistory';
import { OrderOverview } from './OrderOverview';
import { OrderPaymentDetails } from './OrderPaymentDetails';
import { OrderShipment } from './OrderShipment';
import { OrderTaxDetails } from './OrderTaxDetails';

/** Any order of the shopper's, at any stage: lines, amount, shipment, payment, tax, address and history. */
export function OrderDetails({ order }: { order: OrderDetailResponse }): ReactElement {
  return (
    <div className="order-details" data-testid="order-details">
      {isJustPlaced(order) ? <OrderConfirmation order={order} /> : <OrderOverview order={order} />}
      {order.confirmBy ? <ConfirmCashOrder orderId={order.id} confirmBy={order.confirmBy} /> : null}
      {order.coupon ? (
        <p className="order-details__coupon" data-testid="order-coupon">
          Coupon {order.coupon.code}: {formatPaise(order.coupon.discountPaise)} off (the amount is after it)
        </p>
      ) : null}
      {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}
      <OrderPaymentDetails payment={order.payment} order={order} />
      <OrderTaxDetails order={order} />
      {order.billing ? <BillingAddress billing={order.billing} /> : null}
      <OrderHistory order={order} />
      <Link className="order-details__back" to={ROUTES.orders}>
        All my orders
      </Link>
    </div>
  );
}
