/**
 * When a delivery can arrive: working days counted in India's calendar (IST, UTC+5:30 all year),
 * from the day after the order, skipping Sundays and the seller's holidays. Dates are ISO calendar
 * dates (`2026-12-08`) so the server and the browser name the same day wherever they run.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface DeliveryWindow {
  /** ISO dates in India. */
  earliest: string;
  latest: string;
}

/** The calendar date in India at an instant. */
export const indianDate = (instant: Date): string =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

// An ISO date as the UTC midnight that starts it, so adding days never meets a clock change.
const dayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`);

/** The date `days` working days after `isoDate` (not counting it): no Sunday, no holiday. */
export function addWorkingDays(isoDate: string, days: number, holidays: ReadonlySet<string>): string {
  let day = dayStart(isoDate);
  let counted = 0;
  while (counted < days) {
    day = new Date(day.getTime() + DAY_MS);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && !holidays.has(iso)) counted += 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The first and last day a delivery of `minDays`–`maxDays` working days ordered at `orderedAt` arrives. */
export function deliveryWindow(
  orderedAt: Date,
  days: { minDays: number; maxDays: number },
  holidays: readonly string[],
): DeliveryWindow {
  const ordered = indianDate(orderedAt);
  const closed = new Set(holidays);
  return {
    earliest: addWorkingDays(ordered, days.minDays, closed),
    latest: addWorkingDays(ordered, days.maxDays, closed),
  };
}

/** `2026-12-08` → `Tue 8 Dec`. */
export function formatDeliveryDate(isoDate: string): string {
  const day = dayStart(isoDate);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** `2025-04-15` → `15 Apr 2025`, as en-IN writes a date, without loading the browser's locale data. */
export function formatIndianDate(isoDate: string): string {
  const day = dayStart(isoDate);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
