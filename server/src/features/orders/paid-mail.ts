/**
 * The mails of a newly paid order, from what the server stored (its lines and amounts, the billing
 * saved at create-order, the provider's payment id): the shopper's confirmation, to the account's
 * verified e-mail (shopperAddress.ts), and the owner's new-order mail. A paid payment's are owed
 * by the settle's own write and sent after the response by the outbox (paid-mail-outbox.ts); a mail
 * that fails never undoes or fails the payment.
 */
import type { ServerConfig } from '../../config';
import type { DocumentStore } from '../../storage/port';
import { withInvoiceAttached } from '../invoices/invoice-attachment';
import { createMailer, type MailMessage, type Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../order-mail/orderConfirmationMail';
import { ownerNewOrderMail } from '../order-mail/ownerNewOrderMail';
import type { MailShop } from '../order-mail/shop';
import { shopperAddress } from '../order-mail/shopperAddress';
import type { OrderMailKind } from './mails-owed';
import { confirmByOf } from './order-detail';
import type { OrderRecord } from './repository';
import type { OrderLog } from './stock-moves';

export interface PaidOrderMail {
  mailer: Mailer;
  adminEmail: string;
  /** Who the mails are from, and the link to the order's page. */
  shop: MailShop;
  /** Wakes this instance's outbox sender (a settle just owed mails), so they need not wait for its period. */
  wake: MailWake;
}

/** A signal from the settle to the outbox sender of the same process: this order's mails are owed now. */
export interface MailWake {
  (orderId: string): void;
  /** Who is woken: the sender, once started; until then a wake does nothing. */
  listener: ((orderId: string) => void) | null;
}

export function mailWake(): MailWake {
  const wake: MailWake = Object.assign((orderId: string) => wake.listener?.(orderId), { listener: null });
  return wake;
}

export function paidOrderMail(config: Pick<ServerConfig, 'mail' | 'dataDir' | 'siteUrl' | 'storeName'>): PaidOrderMail {
  return {
    mailer: createMailer(config.mail, config.dataDir),
    adminEmail: config.mail.adminEmail,
    shop: { storeName: config.storeName, siteUrl: config.siteUrl },
    wake: mailWake(),
  };
}

/** One mail of an order, named by its kind (kept in the outbox's record of what was sent). */
export interface PaidOrderMessage {
  kind: OrderMailKind;
  message: MailMessage;
}

/** The mails `order` owes now that it is paid: the shopper's confirmation (with the invoice PDF) when they have a verified address, and the owner's. */
export async function paidOrderMessages(
  order: OrderRecord,
  { adminEmail, shop }: Pick<PaidOrderMail, 'adminEmail' | 'shop'>,
  docs: DocumentStore,
  log: OrderLog,
): Promise<PaidOrderMessage[]> {
  const { billing } = order;
  if (!billing) {
    // An order from before billing was kept at create-order: there is no address to write to.
    log.warn({ orderId: order.id }, 'paid order has no billing details; no order mail sent');
    return [];
  }
  const shopperEmail = await shopperAddress(order, docs);
  if (!shopperEmail) log.warn({ orderId: order.id }, 'paid order has no verified account e-mail; no confirmation sent');
  const forMail = { ...order, billing, shopperEmail: shopperEmail ?? '', confirmBy: confirmByOf(order) };
  return [
    ...(shopperEmail
      ? [
          {
            kind: 'confirmation' as const,
            message: await withInvoiceAttached(orderConfirmationMail(forMail, shop), order.id, docs, log),
          },
        ]
      : []),
    { kind: 'owner new-order' as const, message: ownerNewOrderMail(forMail, adminEmail, shop) },
  ];
}
