import { addWorkingDays, deliveryWindow, formatDeliveryDate, indianDate } from './window';

const none = new Set<string>();

describe('indianDate', () => {
  it('turns the day at midnight IST (18:30 UTC)', () => {
    expect(indianDate(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indianDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});

describe('addWorkingDays', () => {
  it('counts from the next day and skips Sundays', () => {
    // Friday 27 Nov 2026: Sat 28 is the first working day, Sun 29 is skipped.
    expect(addWorkingDays('2026-11-27', 1, none)).toBe('2026-11-28');
    expect(addWorkingDays('2026-11-27', 2, none)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 7, none)).toBe('2026-12-05');
  });

  it("skips the seller's holidays too, and never lands on one", () => {
    expect(addWorkingDays('2026-11-27', 7, new Set(['2026-12-01']))).toBe('2026-12-07');
    expect(addWorkingDays('2026-11-27', 2, new Set(['2026-11-30', '2026-12-01']))).toBe('2026-12-02');
  });

  it('crosses a month and a year end', () => {
    expect(addWorkingDays('2026-12-30', 3, new Set(['2027-01-01']))).toBe('2027-01-04');
  });
});

describe('deliveryWindow', () => {
  it('dates both ends in India: a Saturday-night order is counted from Saturday, not from UTC Saturday afternoon', () => {
    const saturdayNightIst = new Date('2026-11-28T17:00:00Z'); // 22:30 IST, Saturday
    expect(deliveryWindow(saturdayNightIst, { minDays: 1, maxDays: 3 }, [])).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
    const sundayEarlyIst = new Date('2026-11-28T19:00:00Z'); // 00:30 IST, Sunday
    expect(deliveryWindow(sundayEarlyIst, { minDays: 1, maxDays: 1 }, ['2026-11-30'])).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-01',
    });
  });
});

describe('formatDeliveryDate', () => {
  it('writes weekday, day and month', () => {
    expect(formatDeliveryDate('2026-12-08')).toBe('Tue 8 Dec');
    expect(formatDeliveryDate('2027-01-01')).toBe('Fri 1 Jan');
  });
});
