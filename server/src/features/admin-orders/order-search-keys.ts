/**
 * The keys an order is found by in the admin's search (`GET /api/admin/orders?q=`), stored on the
 * order as `searchKeys` so one indexed `array-contains` answers the search (storage/indexes.ts).
 * All lower case, as the search ignores case:
 * - the order number, as the admin's list and the mails show it (the provider's order id): every
 *   ending of it, so the admin may type its last characters or paste all of it;
 * - the billing e-mail: every start of it up to MAX_EMAIL_PREFIX characters, and the whole address.
 * Other parts of a number or an address (a domain alone, say) find nothing.
 */

/** Longer starts of an e-mail are not kept (only the whole address): a search rarely types more. */
export const MAX_EMAIL_PREFIX = 64;

/** What the admin typed, as the keys are written; empty means no search. */
export const searchNeedle = (q: string | undefined): string => q?.trim().toLowerCase() ?? '';

const endings = (text: string): string[] => Array.from({ length: text.length }, (_, start) => text.slice(start));
const starts = (text: string, longest: number): string[] =>
  Array.from({ length: Math.min(text.length, longest) }, (_, end) => text.slice(0, end + 1));

export function orderSearchKeys(orderId: string, email: string | undefined): string[] {
  const number = searchNeedle(orderId);
  const address = searchNeedle(email);
  return [...new Set([...endings(number), ...starts(address, MAX_EMAIL_PREFIX), ...(address ? [address] : [])])];
}
