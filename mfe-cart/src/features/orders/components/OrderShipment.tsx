import type { ReactElement } from 'react';
import type { OrderShipmentDetails } from 'shared-contracts';
import { formatOrderDateTime } from '../utils/orderTexts';

/** Where the parcel is: carrier and tracking number, once the shop has shipped it. */
export function OrderShipment({ shipment }: { shipment: OrderShipmentDetails }): ReactElement {
  return (
    <section className="order-section" aria-labelledby="order-shipment-title">
      <h2 id="order-shipment-title">Shipment</h2>
      <dl className="order-facts">
        <dt>Carrier</dt>
        <dd>{shipment.carrier}</dd>
        <dt>Tracking number</dt>
        <dd data-testid="tracking-number">{shipment.trackingNumber}</dd>
        <dt>Shipped</dt>
        <dd>{formatOrderDateTime(shipment.shippedAt)}</dd>
      </dl>
    </section>
  );
}
