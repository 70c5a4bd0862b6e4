/**
 * What an order's document says of its mails, for the outbox (paid-mail-outbox.ts): the mails owed
 * (`mailsOwed`, added by the write that owes them: the settle, a cash-on-delivery order's placing,
 * the admin's ship or cancel), those sent (`mailsSent`), and from when they are due (`mailDueAt`,
 * absent once all are sent). Each kind is sent at most once per order.
 */
import type { DocumentData } from '../../storage/port';

/** The order field saying its owed mails are due from this time on (absent once sent). */
export const MAIL_DUE_AT = 'mailDueAt';
const MAILS_OWED = 'mailsOwed';
export const MAILS_SENT = 'mailsSent';

/** A paid (or placed) order's two mails, then the shopper's mails of the admin's moves. */
export type OrderMailKind = 'confirmation' | 'owner new-order' | 'shipped' | 'cancelled';
export const PLACED_ORDER_MAILS: readonly OrderMailKind[] = ['confirmation', 'owner new-order'];
const KINDS: ReadonlySet<string> = new Set<OrderMailKind>([...PLACED_ORDER_MAILS, 'shipped', 'cancelled']);

const kindsIn = (value: unknown): OrderMailKind[] =>
  Array.isArray(value)
    ? value.filter((kind): kind is OrderMailKind => typeof kind === 'string' && KINDS.has(kind))
    : [];

/**
 * The mails `order` owes over its life. An order the outbox took before mails were listed (only
 * `mailDueAt`) owes its placed-order mails.
 */
export function mailsOwedBy(order: DocumentData): OrderMailKind[] {
  if (Array.isArray(order[MAILS_OWED])) return kindsIn(order[MAILS_OWED]);
  return typeof order[MAIL_DUE_AT] === 'string' ? [...PLACED_ORDER_MAILS] : [];
}

export const mailsSentBy = (order: DocumentData): OrderMailKind[] => kindsIn(order[MAILS_SENT]);

/** `order` owing `kinds` as well, due at `at` (an ISO time); a pure change, as transactions need. */
export function oweMails(order: DocumentData, kinds: readonly OrderMailKind[], at: string): DocumentData {
  const owed = mailsOwedBy(order);
  const added = kinds.filter((kind) => !owed.includes(kind));
  const due = typeof order[MAIL_DUE_AT] === 'string' ? order[MAIL_DUE_AT] : at;
  return { ...order, [MAILS_OWED]: [...owed, ...added], [MAIL_DUE_AT]: due };
}
