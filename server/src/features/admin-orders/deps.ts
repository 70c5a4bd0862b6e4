/** What every admin-orders route gets from the plugin: storage, the admin guard, the provider, mail. */
import { HttpError } from '../../http-errors';
import type { FastifyRequest } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { MailWake } from '../orders/paid-mail';
import type { OrdersRepository } from '../orders/repository';
import type { PaymentGateway } from '../payment/gateway';

export interface AdminOrdersDeps {
  docs: DocumentStore;
  orders: OrdersRepository;
  /** adminOnly(app, users): a verified admin, the role read afresh. */
  onRequest: Array<(request: FastifyRequest) => Promise<void>>;
  /** Null when payments are off: a cancel cannot refund, so it is refused. */
  gateway: PaymentGateway | null;
  /** Wakes this instance's mail outbox: a move just owed the shopper a mail (shipped, cancelled). */
  wake: MailWake;
}

export const orderIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const ADMIN_ORDER_NOT_FOUND = 'Order not found.';
export const REFUND_UNDER_WAY = 'A refund for this order is under way. Wait a moment and reload the order.';

/** A refund another call has claimed and is making now (409): not a failure of this one. */
export class RefundUnderWayError extends HttpError {
  constructor() {
    super(409, REFUND_UNDER_WAY);
  }
}
