/**
 * Days as the shop counts them: in India time (Asia/Kolkata, UTC+5:30), starting at local midnight.
 * India keeps no daylight saving time, so a fixed offset is exact and needs no time-zone data.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar day an instant falls on, as a whole number of days since 1970-01-01. */
export const indiaDayNumber = (instant: Date): number => Math.floor((instant.getTime() + INDIA_OFFSET_MS) / DAY_MS);

/** The local date of a day number, e.g. "2026-11-23". */
export const indiaDateLabel = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The instant India's day `dayNumber` begins (local midnight). */
export const indiaDayStart = (dayNumber: number): Date => new Date(dayNumber * DAY_MS - INDIA_OFFSET_MS);

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a local date "YYYY-MM-DD"; null for anything else (including 2026-02-30). */
export function parseIndiaDate(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const dayNumber = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
  return indiaDateLabel(dayNumber) === date ? dayNumber : null;
}

export interface InstantRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * The instants of the local dates `fromDate` to `toDate`, both days included: from the first day's
 * midnight to the midnight after the last. Null when a date is malformed or the range runs backwards.
 */
export function indiaDateRange(fromDate: string, toDate: string): InstantRange | null {
  const first = parseIndiaDate(fromDate);
  const last = parseIndiaDate(toDate);
  if (first === null || last === null || last < first) return null;
  return { from: indiaDayStart(first), to: indiaDayStart(last + 1) };
}
