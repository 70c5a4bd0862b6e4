/**
 * POST /api/webhooks/razorpay: the provider's server-to-server events (Razorpay's, or the local
 * sandbox's, which sends them the same way). The signature (x-razorpay-signature) is HMAC-SHA256
 * of the exact raw body with the webhook secret, so this plugin keeps the body as bytes.
 *
 * payment.captured / order.paid settle the order only when the payment is captured and pays its
 * whole amount in its currency (provider-payment.ts); otherwise the mismatch is kept on the order
 * and logged, and the answer is 200 {status: 'mismatch'}: the same event sent again would not
 * match either, so Razorpay must not retry it for a day. A bad signature is 400: nothing is
 * learned from it, and Razorpay's retries let events through once a wrong secret is fixed.
 * An event id (x-razorpay-event-id) seen before is 'duplicate'; a paid order never goes back. A
 * paid event seen before still goes through the settle, which finishes what its first delivery
 * left undone when the server handling it died (a second payment's refund): the event id is
 * recorded with the order's move, before that. While another server is refunding the payment the
 * answer is 503, so the provider sends the event again until the refund is known to be made.
 */
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { countPayment } from '../metrics/instruments';
import { createOrdersRepository } from '../orders/repository';
import { moveOrder } from '../orders/stock-moves';
import { recordPaymentAlert } from './payment-alerts';
import { paymentMismatch, readPaymentEntity } from './provider-payment';
import type { PaymentSettler } from './settle-payment';
import { hmacHex, sameSignature } from './signature';
import { PAID_EVENTS } from './webhook-event';
import { namedPlugin } from '../../plugins/named-plugin';

export const WEBHOOK_PATH = '/api/webhooks/razorpay';
export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature is not valid.';
export const REFUND_UNDER_WAY_ELSEWHERE =
  'This payment is being refunded by another server; send the event again later.';

export interface WebhookRoutesOptions {
  docs: DocumentStore;
  /** RAZORPAY_WEBHOOK_SECRET, or the sandbox's kept secret; null: webhooks answer 503. */
  webhookSecret: string | null;
  settle: PaymentSettler;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'mismatch';

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
const isPaidEvent = (name: string): boolean => PAID_EVENTS.some((paid) => paid === name);

export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = namedPlugin(
  'webhookRoutes',
  async (app, { docs, webhookSecret, settle }) => {
    const orders = createOrdersRepository(docs);

    // Scoped to this plugin: its one route reads the body as the exact bytes that were signed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post<{ Body: Buffer }>(WEBHOOK_PATH, async (request): Promise<{ status: WebhookOutcome }> => {
      if (!webhookSecret) throw httpError(503, 'Payment webhooks are not configured.');
      const signature = request.headers['x-razorpay-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (typeof signature !== 'string' || !sameSignature(hmacHex(webhookSecret, raw), signature))
        throw httpError(400, BAD_WEBHOOK_SIGNATURE);

      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw httpError(400, 'The webhook body is not valid JSON.');
      }
      const header = request.headers['x-razorpay-event-id'];
      const eventId = str(typeof header === 'string' ? header : undefined) ?? str(at(event, 'id'));
      const name = str(at(event, 'event'));
      const paymentEntity = at(event, 'payload', 'payment', 'entity');
      const payment = readPaymentEntity(paymentEntity);
      const orderId = str(at(paymentEntity, 'order_id')) ?? str(at(event, 'payload', 'order', 'entity', 'id'));
      if (!orderId || !name) return { status: 'ignored' };
      const order = await orders.get(orderId);
      if (!order) return { status: 'ignored' };
      const seen = eventId !== undefined && order.webhookEvents.includes(eventId);

      if (isPaidEvent(name)) {
        const orderEntity = at(event, 'payload', 'order', 'entity');
        const problem = !payment
          ? `The ${name} event carries no payment.`
          : (paymentMismatch(order, payment) ??
            (orderEntity !== undefined && at(orderEntity, 'status') !== 'paid'
              ? `Order ${orderId} is not paid in the ${name} event.`
              : null));
        if (problem || !payment) {
          // Recorded with the event id the first time: the same event weighs the same again.
          if (seen) return { status: 'duplicate' };
          request.log.error(
            { orderId, eventId, event: name, problem },
            'payment webhook does not match the order: not settled',
          );
          await recordPaymentAlert(
            docs,
            orderId,
            { paymentId: payment?.id ?? 'none', problem: problem ?? '' },
            eventId,
          );
          return { status: 'mismatch' };
        }
        const settled = await settle({ orderId, paymentId: payment.id, eventId, log: request.log });
        if (settled?.refundUnderWayElsewhere) throw httpError(503, REFUND_UNDER_WAY_ELSEWHERE);
        return { status: seen ? 'duplicate' : 'processed' };
      }
      if (seen) return { status: 'duplicate' };
      if (name === 'payment.failed') {
        // A pending order fails and its stock returns; a paid (or already ended) one stays as it is.
        const failed = await moveOrder(
          orders,
          orderId,
          { to: 'failed', by: 'provider', reason: 'payment failed', eventId },
          request.log,
        );
        if (failed?.changed) countPayment('failed');
        return { status: 'processed' };
      }
      return { status: 'ignored' };
    });
  },
);
