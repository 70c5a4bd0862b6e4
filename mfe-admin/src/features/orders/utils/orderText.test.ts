import { formatIndiaDateTime, indiaDate } from './orderText';

describe('order text', () => {
  it('shows times and dates in India time', () => {
    expect(indiaDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(formatIndiaDateTime('2026-11-23T20:00:00Z')).toMatch(/24 Nov 2026/);
  });
});
