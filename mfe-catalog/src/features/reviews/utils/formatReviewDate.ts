/**
 * "23 Nov 2026": the day a review was written, in the shop's time zone (India, UTC+05:30 all year).
 * Worked out by hand, not with Intl: the page server's ICU and a browser's may word months
 * differently ("Sep"/"Sept"), and a server-rendered page must read the same when it is hydrated.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function formatReviewDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const inIndia = new Date(time + INDIA_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()] ?? ''} ${inIndia.getUTCFullYear()}`;
}
