/**
 * The owner's mail for a new paid order, from the server's facts (the order number, the saved billing
 * details, the server's amounts). It replaces the billing mail the browser used to trigger.
 */
import { formatRupees } from 'shared-contracts';
import { composeMail } from './composeMail';
import { addressBlock, detailsBlock, linesBlock, textBlock } from './mailBlocks';
import type { OrderForMail, OrderMail } from './orderMailInput';
import { oneLine } from './plainText';
import type { MailShop } from './shop';

export interface OrderForOwnerMail extends OrderForMail {
  /** The provider's payment id, when the order is paid. */
  paymentId?: string | null;
}

/** Reply-To the account's verified address, and only a plain one, so a reply reaches the shopper and nothing else. */
const PLAIN_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export function ownerNewOrderMail(order: OrderForOwnerMail, adminEmail: string, shop: MailShop): OrderMail {
  const { billing } = order;
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const email = oneLine(order.shopperEmail);
  return composeMail({
    shop,
    to: adminEmail,
    subject: `New order ${order.id} from ${oneLine(billing.name) || 'a shopper'}: ${formatRupees(order.amount)}`,
    blocks: [
      textBlock(
        order.paymentMethod === 'cod'
          ? 'A new cash-on-delivery order is placed and waiting to ship; collect the amount due on delivery.'
          : 'A new order is paid and waiting to ship.',
      ),
      detailsBlock([
        ['Order number', order.id],
        ['Customer', billing.name],
        ['Email', billing.email],
        ['Account e-mail', order.shopperEmail],
        ['Phone', billing.phone],
        ['Total quantity', String(quantity)],
        [order.paymentMethod === 'cod' ? 'Cash to collect' : 'Amount paid', formatRupees(order.amount)],
        ...(order.paymentId ? [['Payment id', order.paymentId] as const] : []),
      ]),
      addressBlock('Billing address', billing),
      linesBlock('Lines', order),
    ],
    ...(PLAIN_ADDRESS.test(email) ? { replyTo: email } : {}),
  });
}
