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
});

describe('toPaise', () => {
  it('multiplies by 100 and rounds to a whole paisa', () => {
    expect(toPaise(1999)).toBe(199900);
    expect(toPaise(10.015)).toBe(1002);
  });
});
