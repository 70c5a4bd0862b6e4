/**
 * The shopper's mail of an admin's move (shipped, cancelled), composed by the mail outbox
 * (paid-mail-outbox.ts) from the order as stored when it is sent, to the account's verified e-mail
 * (shopperAddress.ts). A refunded cancellation carries its credit note, issued here if the cancel's
 * own issue did not land (a crash between the two).
 */
import type { DocumentStore } from '../../storage/port';
import { withCreditNoteAttached } from '../invoices/invoice-attachment';
import { issueCreditNoteForRefundedOrder } from '../invoices/issue-credit-note';
import type { MailMessage } from '../mail/mailer';
import { cashOnDeliveryCancelledMail, orderCancelledMail } from '../order-mail/orderCancelledMail';
import { orderShippedMail } from '../order-mail/orderShippedMail';
import type { MailShop } from '../order-mail/shop';
import { shopperAddress } from '../order-mail/shopperAddress';
import type { OrderMailKind } from './mails-owed';
import type { OrderRecord } from './repository';
import type { OrderLog } from './stock-moves';

export type StatusMailKind = Extract<OrderMailKind, 'shipped' | 'cancelled'>;

export const isStatusMail = (kind: OrderMailKind): kind is StatusMailKind => kind === 'shipped' || kind === 'cancelled';

/** The mail, or null when there is none to send (no verified address, no billing details, nothing shipped). */
export async function statusMessage(
  order: OrderRecord,
  kind: StatusMailKind,
  shop: MailShop,
  docs: DocumentStore,
  log: OrderLog,
): Promise<MailMessage | null> {
  const { billing } = order;
  const shopperEmail = billing ? await shopperAddress(order, docs) : null;
  if (!billing || !shopperEmail) {
    log.info({ orderId: order.id, status: order.status }, `order has no verified shopper e-mail: ${kind} mail skipped`);
    return null;
  }
  const forMail = { ...order, billing, shopperEmail };
  if (kind === 'shipped') {
    if (order.shipment) return orderShippedMail(forMail, order.shipment, shop);
    log.warn({ orderId: order.id }, 'shipped order has no shipment details: shipped mail skipped');
    return null;
  }
  if (order.paymentMethod === 'cod' && order.refund?.state !== 'refunded')
    return cashOnDeliveryCancelledMail(forMail, shop);
  await issueCreditNoteForRefundedOrder(docs, order, log);
  const refunded = order.refund?.state === 'refunded' ? order.refund.amount : order.amount;
  return withCreditNoteAttached(orderCancelledMail(forMail, refunded, shop), order.id, docs, log);
}
