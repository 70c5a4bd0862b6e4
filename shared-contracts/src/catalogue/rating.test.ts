import { averageRating, isValidRating } from './rating';

describe('averageRating', () => {
  it('is 0 with no reviews', () => expect(averageRating([])).toBe(0));
  it('averages to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 1 }])).toBe(1);
  });
});

describe('isValidRating', () => {
  it('accepts whole numbers 1-5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 2.5, Number.NaN].some(isValidRating)).toBe(false);
  });
});
