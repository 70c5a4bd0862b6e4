/** The shopper's mail when an admin cancels a paid or shipped order and the payment is refunded. */
import { formatRupees } from 'shared-contracts';
import { composeMail } from './composeMail';
import { greeting } from './greeting';
import { linesBlock, linkBlock, textBlock } from './mailBlocks';
import type { OrderForMail, OrderMail } from './orderMailInput';
import { orderUrl } from './orderUrl';
import type { MailShop } from './shop';

/** How long a refund takes to reach the shopper (Razorpay's normal refunds: 5–7 working days). */
export const REFUND_ARRIVAL = '5–7 working days';

export function orderCancelledMail(order: OrderForMail, refundedAmount: number, shop: MailShop): OrderMail {
  const refunded = formatRupees(refundedAmount);
  return composeMail({
    shop,
    to: order.shopperEmail,
    subject: `Your ${shop.storeName} order ${order.id} is cancelled and refunded`,
    blocks: [
      textBlock(greeting(order.billing.name)),
      textBlock(
        `We have cancelled your order ${order.id} and refunded ${refunded} to the account, card or UPI you paid with.`,
      ),
      textBlock(`The refund usually reaches you within ${REFUND_ARRIVAL}, depending on your bank.`),
      linesBlock('Cancelled order', order),
      linkBlock('See your order', orderUrl(shop.siteUrl, order.id)),
    ],
  });
}

/** The shopper's mail when an admin cancels a cash-on-delivery order: nothing was paid, so nothing is refunded. */
export function cashOnDeliveryCancelledMail(order: OrderForMail, shop: MailShop): OrderMail {
  return composeMail({
    shop,
    to: order.shopperEmail,
    subject: `Your ${shop.storeName} order ${order.id} is cancelled`,
    blocks: [
      textBlock(greeting(order.billing.name)),
      textBlock(
        `We have cancelled your order ${order.id}. It was to be paid in cash on delivery, so you owe nothing and nothing is refunded.`,
      ),
      linesBlock('Cancelled order', order),
      linkBlock('See your order', orderUrl(shop.siteUrl, order.id)),
    ],
  });
}
