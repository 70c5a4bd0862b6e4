import type { ProductVariant } from '../types';
import { isOnSale, listingCompareAtPrice, saleSaving, savingText, variantCompareAtPrice } from './sale';

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

describe('sale prices of products sold in variants', () => {
  const options = [{ name: 'Size', values: ['3-seater', '5-seater', '7-seater'] }];
  const variant = (sku: string, size: string, price: number, compareAtPrice?: number): ProductVariant => ({
    sku,
    optionValues: [size],
    price,
    stock: 1,
    status: 'active',
    ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
  });

  it('shows a variant its own compare-at price, else the product’s when that is above the variant’s price', () => {
    expect(variantCompareAtPrice({}, variant('A', '3-seater', 40_000, 50_000))).toBe(50_000);
    expect(variantCompareAtPrice({ compareAtPrice: 45_000 }, variant('A', '3-seater', 40_000, 50_000))).toBe(50_000);
    expect(variantCompareAtPrice({ compareAtPrice: 45_000 }, variant('A', '3-seater', 40_000))).toBe(45_000);
    expect(variantCompareAtPrice({ compareAtPrice: 45_000 }, variant('B', '5-seater', 52_000))).toBeUndefined();
    expect(variantCompareAtPrice({}, variant('B', '5-seater', 52_000))).toBeUndefined();
  });

  it('lists a product with the compare-at price of the variant it is priced from', () => {
    const product = {
      price: 40_000,
      options,
      variants: [variant('A', '3-seater', 40_000, 48_000), variant('B', '5-seater', 52_000, 70_000)],
    };
    expect(listingCompareAtPrice(product)).toBe(48_000);
    expect(isOnSale(product)).toBe(true);
    // The cheapest is not on sale: the listing's price shows no saving, though a dearer variant has one.
    const dearerOnSale = {
      ...product,
      variants: [variant('A', '3-seater', 40_000), variant('B', '5-seater', 52_000, 70_000)],
    };
    expect(listingCompareAtPrice(dearerOnSale)).toBeUndefined();
    expect(isOnSale(dearerOnSale)).toBe(true);
    // An archived variant's sale is nobody's.
    const archived = {
      ...product,
      variants: [{ ...variant('A', '3-seater', 40_000, 48_000), status: 'archived' as const }],
    };
    expect(isOnSale(archived)).toBe(false);
    // The product's own compare-at price comes first.
    expect(listingCompareAtPrice({ ...product, compareAtPrice: 60_000 })).toBe(60_000);
    expect(isOnSale({ price: 100, compareAtPrice: 120 })).toBe(true);
    expect(isOnSale({ price: 100 })).toBe(false);
  });
});
