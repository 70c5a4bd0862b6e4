/**
 * Sends a shopper mail about an order the admin acted on. The action has happened already, so a
 * missing address (an order from before billing details were saved) or a mail failure is logged,
 * never answered as an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BillingDetails } from 'shared-contracts';
import type { Mailer } from '../mail/mailer';
import type { OrderForMail, OrderMail } from '../order-mail/orderMailInput';
import type { OrderRecord } from '../orders/repository';

export async function mailShopper(
  mailer: Mailer,
  order: OrderRecord,
  compose: (order: OrderForMail) => OrderMail,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const billing: BillingDetails | null = order.billing ?? null;
  if (!billing?.email) {
    log.info({ orderId: order.id, status: order.status }, 'order has no billing e-mail: shopper mail skipped');
    return false;
  }
  try {
    await mailer.send(compose({ id: order.id, items: order.items, amount: order.amount, billing }));
    return true;
  } catch (error) {
    log.error({ err: error, orderId: order.id, status: order.status }, 'shopper order mail not sent');
    return false;
  }
}
