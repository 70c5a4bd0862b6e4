import { formatReviewDate } from './formatReviewDate';

test('the day in India, worded the same by every runtime', () => {
  expect(formatReviewDate('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026'); // 01:30 the next day in India
  expect(formatReviewDate('2025-09-01T00:00:00.000Z')).toBe('1 Sep 2025');
  expect(formatReviewDate('2025-12-31T18:29:59.000Z')).toBe('31 Dec 2025');
  expect(formatReviewDate('not a date')).toBe('');
});
