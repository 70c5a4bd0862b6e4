/**
 * POST /api/webhooks/razorpay: Razorpay's server-to-server events. The signature
 * (x-razorpay-signature) is HMAC-SHA256 of the exact raw body with RAZORPAY_WEBHOOK_SECRET, so this
 * plugin keeps the body as bytes. An event id (x-razorpay-event-id) seen before is ignored; a paid
 * order never goes back.
 */
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import type { PaidOrderMail } from '../orders/paid-mail';
import { createOrdersRepository } from '../orders/repository';
import { countPayment } from '../metrics/instruments';
import { settlePaidOrder } from '../orders/settle';
import { moveOrder } from '../orders/stock-moves';
import { hmacHex, sameSignature } from './signature';

export const WEBHOOK_PATH = '/api/webhooks/razorpay';
export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature is not valid.';

export interface WebhookRoutesOptions {
  docs: DocumentStore;
  webhookSecret: string | null;
  /** The mails of an order this webhook makes paid. */
  mail: PaidOrderMail;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined);

export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { docs, webhookSecret, mail }) => {
  const orders = createOrdersRepository(docs);
  // Scoped to this plugin: its one route reads the body as the exact bytes that were signed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer }>(WEBHOOK_PATH, async (request): Promise<{ status: WebhookOutcome }> => {
    if (!webhookSecret) throw httpError(503, 'Payment webhooks are not configured.');
    const signature = request.headers['x-razorpay-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (typeof signature !== 'string' || !sameSignature(hmacHex(webhookSecret, raw), signature)) throw httpError(400, BAD_WEBHOOK_SIGNATURE);

    let event: unknown;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw httpError(400, 'The webhook body is not valid JSON.');
    }
    const header = request.headers['x-razorpay-event-id'];
    const eventId = str(typeof header === 'string' ? header : undefined) ?? str(at(event, 'id'));
    const name = str(at(event, 'event'));
    const payment = at(event, 'payload', 'payment', 'entity');
    const orderId = str(at(payment, 'order_id')) ?? str(at(event, 'payload', 'order', 'entity', 'id'));
    if (!orderId || !name) return { status: 'ignored' };

    const order = await orders.get(orderId);
    if (!order) return { status: 'ignored' };
    if (eventId && order.webhookEvents.includes(eventId)) return { status: 'duplicate' };

    if (name === 'payment.captured' || name === 'order.paid') {
      await settlePaidOrder(docs, orders, orderId, str(at(payment, 'id')) ?? order.paymentId ?? 'webhook', { eventId, log: request.log, mail });
      return { status: 'processed' };
    }
    if (name === 'payment.failed') {
      // A pending order fails and its stock returns; a paid (or already ended) one stays as it is.
      const failed = await moveOrder(docs, orders, orderId, { to: 'failed', by: 'provider', reason: 'payment failed', eventId }, request.log);
      if (failed?.changed) countPayment('failed');
      return { status: 'processed' };
    }
    return { status: 'ignored' };
  });
};
