import { indiaDateLabel, indiaDateRange, indiaDayNumber, indiaDayStart, parseIndiaDate } from './indiaTime';

describe('India days', () => {
  it('starts a new day at 18:30 UTC (local midnight, UTC+5:30)', () => {
    const before = indiaDayNumber(new Date('2026-11-22T18:29:59.999Z'));
    const after = indiaDayNumber(new Date('2026-11-22T18:30:00.000Z'));
    expect(after - before).toBe(1);
    expect(indiaDateLabel(before)).toBe('2026-11-22');
    expect(indiaDateLabel(after)).toBe('2026-11-23');
  });

  it('keeps the local date until 18:29 UTC', () => {
    expect(indiaDateLabel(indiaDayNumber(new Date('2026-11-23T00:00:00Z')))).toBe('2026-11-23');
    expect(indiaDateLabel(indiaDayNumber(new Date('2026-11-23T18:29:00Z')))).toBe('2026-11-23');
  });

  it('gives the instant a local day begins', () => {
    expect(indiaDayStart(indiaDayNumber(new Date('2026-11-23T10:00:00Z'))).toISOString()).toBe(
      '2026-11-22T18:30:00.000Z',
    );
  });

  it('reads a local date and refuses malformed or impossible ones', () => {
    expect(indiaDateLabel(parseIndiaDate('2026-02-28') ?? -1)).toBe('2026-02-28');
    expect(parseIndiaDate('2026-02-30')).toBeNull();
    expect(parseIndiaDate('2026-2-3')).toBeNull();
    expect(parseIndiaDate('2026-11-23T00:00')).toBeNull();
  });

  it('turns a range of local dates into instants, both days included', () => {
    const range = indiaDateRange('2026-11-01', '2026-11-23');
    expect(range?.from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(range?.to.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(indiaDateRange('2026-11-23', '2026-11-23')?.to.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(indiaDateRange('2026-11-23', '2026-11-01')).toBeNull();
    expect(indiaDateRange('yesterday', '2026-11-01')).toBeNull();
  });
});
