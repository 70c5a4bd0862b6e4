/**
 * Metrics other features report into, kept in this module so a feature records an event with one
 * call and no plumbing (and records nothing visible when metrics are off: no registry exposes them).
 */
import { Counter, Gauge } from 'prom-client';

export type PaymentOutcome = 'paid' | 'failed';

export const paymentOutcomes = new Counter({
  name: 'storefront_payments_total',
  help: 'Orders whose payment was settled, by outcome (paid once per order; failed per failure reported).',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const openStreams = new Gauge({
  name: 'storefront_sse_connections',
  help: 'Server-sent event streams open now, by stream.',
  labelNames: ['stream'] as const,
  registers: [],
});

export function countPayment(outcome: PaymentOutcome): void {
  paymentOutcomes.inc({ outcome });
}

/** Counts one open stream until the returned function is called (calling it again does nothing). */
export function trackStream(stream: string): () => void {
  openStreams.inc({ stream });
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openStreams.dec({ stream });
  };
}
