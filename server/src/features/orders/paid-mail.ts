/**
 * The mails of a newly paid order, from what the server stored (its lines and amounts, the billing
 * saved at create-order, the provider's payment id): the shopper's confirmation, to the account's
 * verified e-mail (shopperAddress.ts), and the owner's new-order mail. Sent by the one call that
 * made the order paid, after the move; a mail that fails is logged and never undoes or fails the
 * payment.
 */
import type { ServerConfig } from '../../config';
import type { DocumentStore } from '../../storage/port';
import { withInvoiceAttached } from '../invoices/invoice-attachment';
import { createMailer, type Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../order-mail/orderConfirmationMail';
import { ownerNewOrderMail } from '../order-mail/ownerNewOrderMail';
import type { MailShop } from '../order-mail/shop';
import { shopperAddress } from '../order-mail/shopperAddress';
import type { OrderRecord } from './repository';
import type { OrderLog } from './stock-moves';

export interface PaidOrderMail {
  mailer: Mailer;
  adminEmail: string;
  /** Who the mails are from, and the link to the order's page. */
  shop: MailShop;
}

export function paidOrderMail(config: Pick<ServerConfig, 'mail' | 'dataDir' | 'siteUrl' | 'storeName'>): PaidOrderMail {
  return {
    mailer: createMailer(config.mail, config.dataDir),
    adminEmail: config.mail.adminEmail,
    shop: { storeName: config.storeName, siteUrl: config.siteUrl },
  };
}

export async function sendPaidOrderMails(
  order: OrderRecord,
  { mailer, adminEmail, shop }: PaidOrderMail,
  docs: DocumentStore,
  log: OrderLog,
): Promise<void> {
  const { billing } = order;
  if (!billing) {
    // An order from before billing was kept at create-order: there is no address to write to.
    log.warn({ orderId: order.id }, 'paid order has no billing details; no order mail sent');
    return;
  }
  const shopperEmail = await shopperAddress(order, docs);
  if (!shopperEmail) log.warn({ orderId: order.id }, 'paid order has no verified account e-mail; no confirmation sent');
  const forMail = { ...order, billing, shopperEmail: shopperEmail ?? '' };
  const mails = [
    ...(shopperEmail
      ? [
          {
            kind: 'confirmation',
            message: await withInvoiceAttached(orderConfirmationMail(forMail, shop), order.id, docs, log),
          },
        ]
      : []),
    { kind: 'owner new-order', message: ownerNewOrderMail(forMail, adminEmail, shop) },
  ];
  for (const { kind, message } of mails) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, orderId: order.id }, `${kind} mail not sent`);
    }
  }
}
