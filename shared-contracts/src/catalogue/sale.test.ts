import { saleSaving, savingText } from './sale';

describe('saleSaving', () => {
  it('is the rupees saved and the percent of the compare-at price', () => {
    expect(saleSaving(16_000, 20_000)).toEqual({ rupees: 4000, percent: 20 });
    expect(savingText({ rupees: 4000, percent: 20 })).toBe('Save ₹4,000 (20%)');
  });

  it('rounds the percent down: never more than the shopper saves', () => {
    // 4010 / 20000 = 20.05 %, 2999 / 9999 = 29.99 %, 1 / 3 = 33.3 %
    expect(saleSaving(15_990, 20_000)?.percent).toBe(20);
    expect(saleSaving(7000, 9999)?.percent).toBe(29);
    expect(saleSaving(2, 3)?.percent).toBe(33);
  });

  it('shows a real saving under 1 % as 1 %, never 0 %', () => {
    expect(saleSaving(99_999, 100_000)).toEqual({ rupees: 1, percent: 1 });
  });

  it('is exact on whole percents of many prices', () => {
    for (let compareAt = 100; compareAt <= 200_000; compareAt += 997) {
      for (const percent of [5, 10, 20, 25, 50]) {
        if ((compareAt * percent) % 100 !== 0) continue;
        const price = compareAt - (compareAt * percent) / 100;
        expect(saleSaving(price, compareAt)?.percent).toBe(percent);
      }
    }
  });

  it('is null without a compare-at price above the price', () => {
    expect(saleSaving(20_000, undefined)).toBeNull();
    expect(saleSaving(20_000, 20_000)).toBeNull();
    expect(saleSaving(20_000, 19_000)).toBeNull();
  });
});
