/**
 * The sandbox's webhook sender: a moment after a sandbox payment (PAYMENT_SANDBOX_WEBHOOK_DELAY_MS,
 * as Razorpay's events follow the popup's handler), it POSTs payment.captured and then order.paid,
 * signed with the webhook secret, to this server's own webhook route. It goes through Fastify's
 * request handling in process (`inject`), so it needs no address, port or TLS and still meets the
 * same parser, signature check and route as Razorpay's events. A delivery that fails is logged;
 * the reconciler settles the order anyway. Deliveries still waiting when the app closes are dropped.
 */
import type { FastifyInstance } from 'fastify';
import { toPaise } from 'shared-contracts';
import type { OrderRecord } from '../orders/repository';
import type { ProviderPayment } from './provider-payment';
import { PAID_EVENTS, paidEvent, signWebhook } from './webhook-event';
import { WEBHOOK_PATH } from './webhook-routes';

export interface SandboxWebhookOptions {
  secret: string;
  delayMs: number;
}

/** Schedules the events of `payment` of `order`. */
export type SandboxWebhookSender = (payment: ProviderPayment, order: OrderRecord) => void;

export function sandboxWebhookSender(
  app: FastifyInstance,
  { secret, delayMs }: SandboxWebhookOptions,
): SandboxWebhookSender {
  const waiting = new Set<NodeJS.Timeout>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
  });

  async function deliver(payment: ProviderPayment, order: OrderRecord): Promise<void> {
    const eventOrder = {
      id: order.id,
      amountPaise: toPaise(order.amount),
      currency: order.currency,
      receipt: order.receipt,
      createdAt: Math.floor(Date.parse(order.createdAt) / 1000) || 0,
    };
    for (const name of PAID_EVENTS) {
      if (closing) return;
      const { body, headers } = signWebhook(paidEvent(name, payment, eventOrder, new Date()), secret);
      const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
      const level = response.statusCode === 200 ? 'info' : 'warn';
      app.log[level](
        { orderId: order.id, event: name, statusCode: response.statusCode, answer: response.body },
        'sandbox webhook delivered',
      );
    }
  }

  return (payment, order) => {
    if (closing) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      deliver(payment, order).catch((error: unknown) =>
        app.log.error({ err: error, orderId: order.id }, 'sandbox webhook not delivered'),
      );
    }, delayMs);
    timer.unref();
    waiting.add(timer);
  };
}
