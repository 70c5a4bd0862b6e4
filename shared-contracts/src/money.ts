const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** 100000 → "₹1,00,000", 99.5 → "₹99.50" (Indian digit grouping, spec §9). */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** Rupees → paise for the payment provider, rounded to a whole paisa. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}
