import { formatPaise, formatRupees, toPaise } from './money';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(2499)).toBe('₹2,499');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });

  it('writes exactly what Intl’s en-IN rupee format writes, for whole amounts and paise, large, small and negative', () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    const amounts = [0, 5, 999, 1000, 6499, 99999, 100000, 1234567, 123456789, 9007199254740991, -500, -1234567];
    const fractions = [0.5, 0.05, 0.005, 12.345, 6499.5, 99.999, 1234567.25, 10.015, -3.5, -0.25, 45999.99];
    for (let i = 0; i < 2000; i++) fractions.push(Math.round(Math.random() * 1e8) / 100);
    for (const amount of [...amounts, ...fractions]) {
      const intl = Number.isInteger(amount) ? whole.format(amount) : withPaise.format(amount);
      expect([amount, formatRupees(amount)]).toEqual([amount, intl]);
    }
  });
});

describe('toPaise', () => {
  it('multiplies by 100 and rounds to a whole paisa', () => {
    expect(toPaise(1999)).toBe(199900);
    expect(toPaise(10.015)).toBe(1002);
  });
});

describe('formatPaise', () => {
  it('always shows both decimals, with Indian digit grouping', () => {
    expect(formatPaise(1_299_900)).toBe('₹12,999.00');
    expect(formatPaise(99_145)).toBe('₹991.45');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(12_345_678_90)).toBe('₹1,23,45,678.90');
    expect(formatPaise(-1_50)).toBe('-₹1.50');
    expect(formatPaise(1_00_000_00, { symbol: false })).toBe('1,00,000.00');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});
