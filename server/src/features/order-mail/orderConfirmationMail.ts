/** The shopper's confirmation once the server knows the order is paid, or placed for cash on delivery. */
import { COD_CONFIRMATION_MESSAGES, formatConfirmBy, formatRupees } from 'shared-contracts';
import { composeMail } from './composeMail';
import { addressBlock, linesBlock, linkBlock, textBlock } from './mailBlocks';
import type { OrderForMail, OrderMail } from './orderMailInput';
import { orderUrl } from './orderUrl';
import type { MailShop } from './shop';
import { greeting } from './greeting';

export function orderConfirmationMail(order: OrderForMail, shop: MailShop): OrderMail {
  const confirmBy = order.confirmBy ?? null;
  return composeMail({
    shop,
    to: order.shopperEmail,
    subject: confirmBy
      ? `Please confirm your ${shop.storeName} order ${order.id}`
      : `Your ${shop.storeName} order ${order.id} is confirmed`,
    blocks: [
      textBlock(greeting(order.billing.name)),
      ...(confirmBy
        ? [
            textBlock(COD_CONFIRMATION_MESSAGES.awaiting(formatConfirmBy(confirmBy))),
            linkBlock(COD_CONFIRMATION_MESSAGES.button, orderUrl(shop.siteUrl, order.id)),
          ]
        : []),
      textBlock(
        order.paymentMethod === 'cod'
          ? `Thank you for your order. You pay ${formatRupees(order.amount)} in cash on delivery.`
          : `Thank you for your order. We have received your payment of ${formatRupees(order.amount)}.`,
      ),
      textBlock(`Order number: ${order.id}`),
      linesBlock('Your order', order),
      addressBlock('Billing address', order.billing),
      linkBlock('See your order', orderUrl(shop.siteUrl, order.id)),
    ],
  });
}
