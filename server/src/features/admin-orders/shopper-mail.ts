/**
 * Sends a shopper mail about an order the admin acted on, to the account's verified e-mail
 * (shopperAddress.ts). The action has happened already, so a missing address (no billing details
 * saved, no verified account e-mail) or a mail failure is logged, never answered as an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BillingDetails } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { OrderForMail } from '../order-mail/orderMailInput';
import { shopperAddress } from '../order-mail/shopperAddress';
import type { OrderRecord } from '../orders/repository';

export async function mailShopper(
  { mailer, docs }: { mailer: Mailer; docs: DocumentStore },
  order: OrderRecord,
  /** The mail; may fetch what it attaches (a failure there is logged like a send's). */
  compose: (order: OrderForMail) => MailMessage | Promise<MailMessage>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const billing: BillingDetails | null = order.billing ?? null;
  const shopperEmail = billing ? await shopperAddress(order, docs) : null;
  if (!billing || !shopperEmail) {
    log.info({ orderId: order.id, status: order.status }, 'order has no verified shopper e-mail: shopper mail skipped');
    return false;
  }
  try {
    const { id, items, amount } = order;
    await mailer.send(await compose({ id, items, amount, charges: order.charges ?? null, billing, shopperEmail }));
    return true;
  } catch (error) {
    log.error({ err: error, orderId: order.id, status: order.status }, 'shopper order mail not sent');
    return false;
  }
}
