/** The shopper's mail when an admin marks the order shipped. */
import { composeMail } from './composeMail';
import { greeting } from './greeting';
import { detailsBlock, linesBlock, linkBlock, textBlock } from './mailBlocks';
import type { OrderForMail, OrderMail } from './orderMailInput';
import { orderUrl } from './orderUrl';
import type { MailShop } from './shop';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

export function orderShippedMail(order: OrderForMail, shipment: Shipment, shop: MailShop): OrderMail {
  return composeMail({
    shop,
    to: order.shopperEmail,
    subject: `Your ${shop.storeName} order ${order.id} has shipped`,
    blocks: [
      textBlock(greeting(order.billing.name)),
      textBlock(`Good news: your order ${order.id} is on its way.`),
      detailsBlock([
        ['Carrier', shipment.carrier],
        ['Tracking number', shipment.trackingNumber],
      ]),
      linesBlock('Your order', order),
      linkBlock('Follow your order', orderUrl(shop.siteUrl, order.id)),
    ],
  });
}
