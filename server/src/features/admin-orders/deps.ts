/** What every admin-orders route gets from the plugin: storage, the admin guard, the provider, mail. */
import type { FastifyRequest } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { Mailer } from '../mail/mailer';
import type { MailShop } from '../order-mail/shop';
import type { OrdersRepository } from '../orders/repository';
import type { PaymentGateway } from '../payment/gateway';

export interface AdminOrdersDeps {
  docs: DocumentStore;
  orders: OrdersRepository;
  /** adminOnly(app, users): a verified admin, the role read afresh. */
  onRequest: Array<(request: FastifyRequest) => Promise<void>>;
  /** Null when payments are off: a cancel cannot refund, so it is refused. */
  gateway: PaymentGateway | null;
  mailer: Mailer;
  /** Who the shopper's mails are from, and the shop's address for their order links. */
  shop: MailShop;
}

export const orderIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const ADMIN_ORDER_NOT_FOUND = 'Order not found.';
export const REFUND_UNDER_WAY = 'A refund for this order is under way. Wait a moment and reload the order.';
