import type { ProductOption } from '../types';
import {
  VARIANT_MESSAGES,
  lineName,
  listingPrice,
  sameLine,
  listingStock,
  variantLineName,
  variantsProblem,
  type ProductVariantInput,
} from './variants';

const options: ProductOption[] = [
  { name: 'Size', values: ['3-seater', '5-seater'] },
  { name: 'Finish', values: ['Teak', 'Walnut'] },
];
const variant = (sku: string, size: string, finish: string, price = 45000): ProductVariantInput => ({
  sku,
  optionValues: [size, finish],
  price,
  stock: 2,
});

describe('variants', () => {
  it('names a line by its product and its option values', () => {
    expect(variantLineName({ productName: 'Sofa' }, { optionValues: ['5-seater', 'Walnut'] })).toBe(
      'Sofa — 5-seater, Walnut',
    );
    expect(lineName({ productName: 'Sofa' })).toBe('Sofa');
    expect(lineName({ productName: 'Sofa', variantLabel: '3-seater, Teak' })).toBe('Sofa — 3-seater, Teak');
  });

  it('tells lines apart by product and variant', () => {
    expect(sameLine({ id: '09', variantSku: 'A' }, { id: '09', variantSku: 'B' })).toBe(false);
    expect(sameLine({ id: '09', variantSku: 'A' }, { id: '09', variantSku: 'A' })).toBe(true);
    expect(sameLine({ id: '01' }, { id: '01', variantSku: undefined })).toBe(true);
    expect(sameLine({ id: '01' }, { id: '02' })).toBe(false);
  });

  it('lists a product at its lowest active variant price, and its active units together', () => {
    const product = {
      price: 99999,
      stock: 0,
      variants: [
        { ...variant('A', '3-seater', 'Teak', 45000), stock: 3, status: 'active' as const },
        { ...variant('B', '5-seater', 'Teak', 30000), stock: 4, status: 'archived' as const },
        { ...variant('C', '5-seater', 'Walnut', 52000), stock: 1, status: 'active' as const },
      ],
    };
    expect(listingPrice(product)).toBe(45000);
    expect(listingStock(product)).toBe(4);
    expect(listingPrice({ price: 1200 })).toBe(1200);
    expect(listingStock({ stock: 7 })).toBe(7);
  });

  it('accepts good variants and a product without any', () => {
    expect(variantsProblem(options, [variant('SOFA-3-T', '3-seater', 'Teak')])).toBeNull();
    expect(variantsProblem([], [])).toBeNull();
  });

  it('takes a variant compare-at price only as whole rupees above its price', () => {
    const onSale = (compareAtPrice: number) => [{ ...variant('A', '3-seater', 'Teak', 40_000), compareAtPrice }];
    expect(variantsProblem(options, onSale(50_000))).toBeNull();
    for (const bad of [40_000, 39_000, 45_000.5, 0])
      expect(variantsProblem(options, onSale(bad))).toEqual({
        path: 'variants/0/compareAtPrice',
        message: VARIANT_MESSAGES.compareAtPrice,
      });
  });

  it('refuses each broken rule with its path and sentence', () => {
    const four = [...options, { name: 'Legs', values: ['Short'] }, { name: 'Arms', values: ['Round'] }];
    expect(variantsProblem(four, [])).toEqual({ path: 'options', message: VARIANT_MESSAGES.tooManyOptions });
    const many = Array.from({ length: 101 }, (_, index) => variant(`S${index}`, '3-seater', 'Teak'));
    expect(variantsProblem(options, many)).toEqual({ path: 'variants', message: VARIANT_MESSAGES.tooManyVariants });
    expect(variantsProblem(options, [variant('A', '3-seater', 'Oak')])).toEqual({
      path: 'variants/0/optionValues/1',
      message: 'The option Finish has no value "Oak".',
    });
    expect(variantsProblem(options, [variant('A', '3-seater', 'Teak'), variant('A', '5-seater', 'Teak')])).toEqual({
      path: 'variants/1/sku',
      message: VARIANT_MESSAGES.skuTwice('A'),
    });
    expect(variantsProblem(options, [variant('A', '3-seater', 'Teak'), variant('B', '3-seater', 'Teak')])).toEqual({
      path: 'variants/1/optionValues',
      message: 'Two variants are 3-seater, Teak.',
    });
    expect(variantsProblem(options, [{ ...variant('A', '3-seater', 'Teak'), optionValues: ['3-seater'] }])).toEqual({
      path: 'variants/0/optionValues',
      message: VARIANT_MESSAGES.valueCount(2),
    });
    expect(variantsProblem(options, [variant('has space', '3-seater', 'Teak')])?.path).toBe('variants/0/sku');
    expect(variantsProblem(options, [variant('A', '3-seater', 'Teak', 100.5)])?.path).toBe('variants/0/price');
    expect(variantsProblem(options, [{ ...variant('A', '3-seater', 'Teak'), stock: -1 }])?.path).toBe(
      'variants/0/stock',
    );
    expect(variantsProblem([], [variant('A', '3-seater', 'Teak')])?.message).toBe(
      VARIANT_MESSAGES.variantsWithoutOptions,
    );
    expect(variantsProblem(options, [])?.message).toBe(VARIANT_MESSAGES.optionsWithoutVariants);
    expect(variantsProblem([{ name: 'Size', values: ['S', 's'] }], [])?.message).toBe(VARIANT_MESSAGES.valueTwice);
    expect(
      variantsProblem(
        [
          { name: 'Size', values: ['S'] },
          { name: 'size', values: ['M'] },
        ],
        [],
      )?.message,
    ).toBe(VARIANT_MESSAGES.optionNameTwice);
  });
});
