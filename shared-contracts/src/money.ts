/** Indian digit grouping of a whole number's digits: the last three, then pairs ("1234567" → "12,34,567"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** An amount in whole paise, rounded half away from zero on its decimal form (12.345 → 1235), as Intl rounds. */
function paiseOf(amount: number): number {
  const text = String(amount);
  return text.includes('e') ? Math.round(amount * 100) : Math.round(Number(`${text}e2`));
}

/**
 * 100000 → "₹1,00,000", 99.5 → "₹99.50" (Indian digit grouping, spec §9): what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes, without it. Building
 * that formatter loads the browser's locale data, tens of milliseconds on a phone while the first
 * page starts, and Node and browsers could disagree on a server-rendered price.
 */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  if (Number.isInteger(amount)) return `${sign}₹${groupIndian(String(Math.abs(amount)))}`;
  const paise = paiseOf(Math.abs(amount));
  return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

/** Rupees → paise for the payment provider, rounded to a whole paisa. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * An amount in paise with both decimals, as invoices and tax breakups print it: 1299900 →
 * "₹12,999.00", 99145 → "₹991.45" (Indian digit grouping); `symbol: false` leaves out the "₹" for a
 * table column that names the currency once.
 */
export function formatPaise(paise: number, { symbol = true }: { symbol?: boolean } = {}): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise is a whole number; got ${paise}.`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(whole / 100)));
  return `${sign}${symbol ? '₹' : ''}${rupees}.${String(whole % 100).padStart(2, '0')}`;
}
