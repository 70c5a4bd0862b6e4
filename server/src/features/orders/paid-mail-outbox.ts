/**
 * The outbox of orders' mails: a paid (or cash-on-delivery placed) order's confirmation and owner
 * mails, and the shopper's mail of the admin's ship and cancel. The write that makes a mail owed
 * lists it on the order (mails-owed.ts: the settle's transaction, the COD order's placing, the
 * admin's move), so a mail is owed durably the moment its event happened, and no response waits for
 * a PDF or the mail server. This sender then sends them: woken by that write in the same process,
 * and every `intervalMs` on the instance holding the job's lease (leases/order-mails), which picks
 * up what a crashed or failed instance left.
 *
 * One send per mail across instances: each order is claimed (`mailClaim`, a lease of MAIL_CLAIM_MS)
 * before anything is sent, each mail sent is recorded (`mailsSent`) at once, and the order leaves the
 * outbox (`mailDueAt` removed) when every mail owed is sent (or has nothing to send: no verified
 * address), including one owed while the claim was held. A failed send releases the claim and makes the order
 * due again later (mailRetryDelayMs). The one duplicate possible: a process that dies after the mail
 * server accepted a mail and before it was recorded; its claim runs out and the mail is sent again.
 */
import { randomUUID } from 'node:crypto';
import { leaseFields, leaseIsFree } from '../../storage/lease';
import type { DocumentData, DocumentStore } from '../../storage/port';
import { issueInvoiceForPaidOrder } from '../invoices/issue-invoice';
import {
  MAIL_DUE_AT,
  MAILS_SENT,
  mailsOwedBy,
  mailsSentBy,
  PLACED_ORDER_MAILS,
  type OrderMailKind,
} from './mails-owed';
import { paidOrderMessages, type PaidOrderMail, type PaidOrderMessage } from './paid-mail';
import { periodicPlugin, startPeriodic, type JobLog } from './periodic';
import { toOrder, type OrderRecord } from './repository';
import { isStatusMail, statusMessage } from './status-mail';
import type { OrderLog } from './stock-moves';

/** The sender's lease: leases/order-mails. */
export const ORDER_MAILS_JOB = 'order-mails';
/** How long one sender holds an order's mails: longer than sending them takes (the mailer's SMTP timeouts). */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** How often the lease's holder looks for owed mails that no wake sent (a crash, a failed send now due). */
export const MAIL_OUTBOX_INTERVAL_MS = 30_000;
/** How many owed orders one run reads. */
const DUE_BATCH = 50;

/** When a mail that failed `attempts` times is tried again: 1 minute, doubling, at most an hour. */
export const mailRetryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000);

const MAIL_CLAIM = 'mailClaim';
const MAIL_ATTEMPTS = 'mailAttempts';

const iso = (ms: number): string => new Date(ms).toISOString();
const claimOf = (order: DocumentData): DocumentData | null => {
  const claim = order[MAIL_CLAIM];
  return claim && typeof claim === 'object' && !Array.isArray(claim) ? claim : null;
};
const attemptsOf = (order: DocumentData): number => {
  const attempts = order[MAIL_ATTEMPTS];
  return typeof attempts === 'number' ? attempts : 0;
};
const isDue = (order: DocumentData, at: number): boolean => {
  const due = order[MAIL_DUE_AT];
  return typeof due === 'string' && due <= iso(at);
};
const heldBy = (order: DocumentData, owner: string): boolean => claimOf(order)?.owner === owner;

export interface OutboxOptions {
  log: OrderLog;
  now?: () => number;
}

/** Sends every paid order's mails that are due; answers how many orders' mails this call finished. */
export async function sendDueOrderMails(
  docs: DocumentStore,
  mail: Pick<PaidOrderMail, 'mailer' | 'adminEmail' | 'shop'>,
  { log, now = Date.now }: OutboxOptions,
): Promise<number> {
  const due = await docs.query('orders', {
    where: [[MAIL_DUE_AT, '<=', iso(now())]],
    orderBy: { field: MAIL_DUE_AT, direction: 'asc' },
    limit: DUE_BATCH,
  });
  let finished = 0;
  for (const { id } of due) if (await sendOrderMails(docs, mail, id, { log, now })) finished += 1;
  return finished;
}

/** Claims the order's owed mails and sends those not sent yet; answers whether all are sent now. */
async function sendOrderMails(
  docs: DocumentStore,
  mail: Pick<PaidOrderMail, 'mailer' | 'adminEmail' | 'shop'>,
  orderId: string,
  { log, now = Date.now }: OutboxOptions,
): Promise<boolean> {
  // A fresh owner per attempt: two runs in one process never both take the same order.
  const owner = randomUUID();
  let claimed = false;
  const claimedDoc = await docs.mutate('orders', orderId, (current) => {
    const at = now();
    claimed = !!current && isDue(current, at) && leaseIsFree(claimOf(current), owner, at);
    return claimed && current ? { ...current, [MAIL_CLAIM]: leaseFields(owner, at + MAIL_CLAIM_MS) } : undefined;
  });
  if (!claimed || !claimedDoc) return false;
  // A mail owed while this claim is held (the admin ships as the confirmation goes out) is sent in
  // the same claim: the wake that owed it found the order claimed.
  for (let stored: DocumentData | null = claimedDoc; stored; stored = await docs.get('orders', orderId)) {
    if (!heldBy(stored, owner)) return false;
    const handled = mailsSentBy(stored);
    const pending = mailsOwedBy(stored).filter((kind) => !handled.includes(kind));
    const messages = await orderMessages(toOrder(orderId, stored), pending, mail, docs, log);
    for (const { kind, message } of messages) {
      try {
        await mail.mailer.send(message);
      } catch (error) {
        await retryLater(docs, orderId, owner, kind, error, { log, now });
        return false;
      }
      await recordSent(docs, orderId, kind);
    }
    // A pending kind with nothing to send (no verified address) is done with as well.
    let done = false;
    await docs.mutate('orders', orderId, (current) => {
      if (!current || !heldBy(current, owner)) return undefined;
      const sent = [...mailsSentBy(current), ...pending.filter((kind) => !mailsSentBy(current).includes(kind))];
      done = mailsOwedBy(current).every((kind) => sent.includes(kind));
      const { [MAIL_DUE_AT]: _due, [MAIL_CLAIM]: _claim, [MAIL_ATTEMPTS]: _attempts, ...rest } = current;
      return done ? { ...rest, [MAILS_SENT]: sent } : { ...current, [MAILS_SENT]: sent };
    });
    if (done) return true;
  }
  return false;
}

/** The owed `kinds` of mail as they are to be sent now; a kind with nothing to send (no verified address) is left out. */
async function orderMessages(
  order: OrderRecord,
  kinds: readonly OrderMailKind[],
  mail: Pick<PaidOrderMail, 'adminEmail' | 'shop'>,
  docs: DocumentStore,
  log: OrderLog,
): Promise<PaidOrderMessage[]> {
  const messages: PaidOrderMessage[] = [];
  if (kinds.some((kind) => PLACED_ORDER_MAILS.includes(kind))) {
    // Issued by the settle already, unless that process died in between: the confirmation carries it.
    await issueInvoiceForPaidOrder(docs, order, log);
    messages.push(...(await paidOrderMessages(order, mail, docs, log)).filter(({ kind }) => kinds.includes(kind)));
  }
  for (const kind of kinds.filter(isStatusMail)) {
    const message = await statusMessage(order, kind, mail.shop, docs, log);
    if (message) messages.push({ kind, message });
  }
  return messages;
}

async function recordSent(docs: DocumentStore, orderId: string, kind: OrderMailKind): Promise<void> {
  await docs.mutate('orders', orderId, (current) =>
    current && !mailsSentBy(current).includes(kind)
      ? { ...current, [MAILS_SENT]: [...mailsSentBy(current), kind] }
      : undefined,
  );
}

/** A send failed: the claim is given up and the order is due again after the backoff. */
async function retryLater(
  docs: DocumentStore,
  orderId: string,
  owner: string,
  kind: OrderMailKind,
  error: unknown,
  { log, now = Date.now }: OutboxOptions,
): Promise<void> {
  const stored = await docs.mutate('orders', orderId, (current) => {
    if (!current || !heldBy(current, owner)) return undefined;
    const attempts = attemptsOf(current) + 1;
    const { [MAIL_CLAIM]: _claim, ...rest } = current;
    return { ...rest, [MAIL_ATTEMPTS]: attempts, [MAIL_DUE_AT]: iso(now() + mailRetryDelayMs(attempts)) };
  });
  log.error(
    { err: error, orderId, attempts: stored ? attemptsOf(stored) : null, retryAt: stored?.[MAIL_DUE_AT] ?? null },
    `${kind} mail not sent; retried later`,
  );
}

export interface MailOutboxOptions {
  intervalMs: number;
  log: JobLog;
}

/**
 * Starts the sender: the order a settle of this process just paid at once, and every owed order
 * every `intervalMs` on the lease's holder.
 * The returned function stops it and waits for a run under way.
 */
export function startMailOutbox(
  docs: DocumentStore,
  mail: PaidOrderMail,
  { intervalMs, log }: MailOutboxOptions,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  // The lease holder's scan of every owed order: one at a time in a process, a call during a run
  // makes one more run after it.
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDueOrderMails(docs, mail, { log });
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'order mail outbox failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  // A wake sends the one order its settle just paid, on the instance that settled it: every instance
  // scanning every owed order on each settle would contend for the same orders' claims.
  const woken = new Set<Promise<unknown>>();
  mail.wake.listener = (orderId) => {
    const sending = sendOrderMails(docs, mail, orderId, { log })
      .catch((error: unknown) => log.error({ err: error, orderId }, 'order mail outbox failed'))
      .finally(() => woken.delete(sending));
    woken.add(sending);
  };
  const stopPeriodic = startPeriodic(drain, {
    intervalMs,
    log,
    name: 'order mail outbox',
    lease: { docs, job: ORDER_MAILS_JOB },
  });
  return async () => {
    mail.wake.listener = null;
    await stopPeriodic();
    await Promise.all([running, ...woken]);
  };
}

/** The sender as part of the app: started when the app is ready, stopped before it closes. */
export const mailOutbox = periodicPlugin<{ docs: DocumentStore; mail: PaidOrderMail; intervalMs: number }>(
  'mailOutbox',
  ({ docs, mail, intervalMs }, log) => startMailOutbox(docs, mail, { intervalMs, log }),
);
