import { formatRupees, toPaise } from './money';

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
