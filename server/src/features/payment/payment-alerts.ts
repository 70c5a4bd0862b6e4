/**
 * Payments the shop did not settle automatically (a webhook or provider record that does not match
 * the order, a double payment whose refund failed), kept on the order for the admin beside the log
 * line. One alert per payment and problem: a provider that repeats itself adds nothing.
 */
import type { AdminPaymentAlert } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';

const ALERTS_FIELD = 'paymentAlerts';
const KEPT_ALERTS = 20;
/** As many handled event ids as the order repository keeps. */
const KEPT_EVENT_IDS = 50;

export interface PaymentAlert {
  paymentId: string;
  problem: string;
}

const sameAlert = (entry: JsonValue, alert: PaymentAlert): boolean =>
  typeof entry === 'object' &&
  entry !== null &&
  !Array.isArray(entry) &&
  entry.paymentId === alert.paymentId &&
  entry.problem === alert.problem;

/** Adds `alert` to the order (and `eventId` to its handled events, so the same event is not weighed again). */
export async function recordPaymentAlert(
  docs: DocumentStore,
  orderId: string,
  alert: PaymentAlert,
  eventId?: string,
): Promise<void> {
  const at = new Date().toISOString();
  await docs.mutate('orders', orderId, (current) => {
    if (!current) return undefined;
    const alerts = Array.isArray(current[ALERTS_FIELD]) ? current[ALERTS_FIELD] : [];
    const events = Array.isArray(current.webhookEvents) ? current.webhookEvents : [];
    const known = alerts.some((entry) => sameAlert(entry, alert));
    const seen = eventId === undefined || events.includes(eventId);
    if (known && seen) return undefined;
    const next: DocumentData = { ...current };
    if (!known) next[ALERTS_FIELD] = [...alerts, { ...alert, at }].slice(-KEPT_ALERTS);
    if (!seen) next.webhookEvents = [...events, eventId].slice(-KEPT_EVENT_IDS);
    return next;
  });
}

/** The alerts kept on an order document, oldest first, with when each was noticed. */
export function paymentAlertsOf(data: DocumentData | null): AdminPaymentAlert[] {
  const alerts = data?.[ALERTS_FIELD];
  if (!Array.isArray(alerts)) return [];
  return alerts.flatMap((entry) =>
    typeof entry === 'object' &&
    entry !== null &&
    !Array.isArray(entry) &&
    typeof entry.paymentId === 'string' &&
    typeof entry.problem === 'string'
      ? [{ paymentId: entry.paymentId, problem: entry.problem, at: typeof entry.at === 'string' ? entry.at : '' }]
      : [],
  );
}
