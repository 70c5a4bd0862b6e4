/** The shopper's confirmation once the server knows the order is paid, or placed for cash on delivery. */
import { formatRupees } from 'shared-contracts';
import { composeMail } from './composeMail';
import { addressBlock, linesBlock, linkBlock, textBlock } from './mailBlocks';
import type { OrderForMail, OrderMail } from './orderMailInput';
import { orderUrl } from './orderUrl';
import type { MailShop } from './shop';
import { greeting } from './greeting';

export function orderConfirmationMail(order: OrderForMail, shop: MailShop): OrderMail {
  return composeMail({
    shop,
    to: order.shopperEmail,
    subject: `Your ${shop.storeName} order ${order.id} is confirmed`,
    blocks: [
      textBlock(greeting(order.billing.name)),
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
