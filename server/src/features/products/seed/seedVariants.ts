/**
 * The seed products sold in several versions: sizes, finishes, door counts and thicknesses a
 * furniture shop really offers, priced in whole rupees. The cheapest version costs the seed
 * product's own price, so listings show what they showed before ("from ₹…"), and the product's
 * seed stock is shared out among its versions, so its units in all stay the same.
 */
import type { CatalogueProduct, ProductOption, ProductVariant } from 'shared-contracts';

interface SeedVariants {
  options: ProductOption[];
  /** SKU, option values in the order of `options`, price. */
  variants: ReadonlyArray<readonly [sku: string, values: readonly string[], price: number]>;
}

const option = (name: string, ...values: string[]): ProductOption => ({ name, values });

export const SEED_VARIANTS: Readonly<Record<string, SeedVariants>> = {
  '09': {
    options: [option('Size', '3-seater', '3+1+1 set'), option('Finish', 'Natural teak', 'Walnut')],
    variants: [
      ['WC09-3S-NAT', ['3-seater', 'Natural teak'], 74999],
      ['WC09-3S-WAL', ['3-seater', 'Walnut'], 78999],
      ['WC09-311-NAT', ['3+1+1 set', 'Natural teak'], 119999],
      ['WC09-311-WAL', ['3+1+1 set', 'Walnut'], 126999],
    ],
  },
  '13': {
    options: [option('Size', '2-seater', '3-seater'), option('Cushion', 'Beige', 'Indigo')],
    variants: [
      ['WC13-2S-BEI', ['2-seater', 'Beige'], 38999],
      ['WC13-2S-IND', ['2-seater', 'Indigo'], 39999],
      ['WC13-3S-BEI', ['3-seater', 'Beige'], 48999],
      ['WC13-3S-IND', ['3-seater', 'Indigo'], 49999],
    ],
  },
  '14': {
    options: [option('Size', '3-seater', '5-seater L-shape'), option('Finish', 'Honey', 'Walnut')],
    variants: [
      ['WC14-3S-HON', ['3-seater', 'Honey'], 96500],
      ['WC14-3S-WAL', ['3-seater', 'Walnut'], 99500],
      ['WC14-5L-HON', ['5-seater L-shape', 'Honey'], 142000],
      ['WC14-5L-WAL', ['5-seater L-shape', 'Walnut'], 146500],
    ],
  },
  '16': {
    options: [option('Length', '4 ft', '5 ft')],
    variants: [
      ['WC16-4FT', ['4 ft'], 11999],
      ['WC16-5FT', ['5 ft'], 13999],
    ],
  },
  '28': {
    options: [option('Width', '3 ft', '4 ft'), option('Finish', 'Natural', 'Walnut')],
    variants: [
      ['WC28-3FT-NAT', ['3 ft', 'Natural'], 13499],
      ['WC28-3FT-WAL', ['3 ft', 'Walnut'], 14299],
      ['WC28-4FT-NAT', ['4 ft', 'Natural'], 15999],
      ['WC28-4FT-WAL', ['4 ft', 'Walnut'], 16799],
    ],
  },
  '31': {
    options: [option('Finish', 'Honey oak', 'Provincial teak', 'Walnut')],
    variants: [
      ['WC31-HON', ['Honey oak'], 24999],
      ['WC31-TEA', ['Provincial teak'], 25999],
      ['WC31-WAL', ['Walnut'], 25999],
    ],
  },
  '45': {
    options: [option('Doors', '2-door', '3-door')],
    variants: [
      ['WC45-2D', ['2-door'], 52999],
      ['WC45-3D', ['3-door'], 68999],
    ],
  },
  '47': {
    options: [option('Doors', '2-door', '3-door', '4-door')],
    variants: [
      ['WC47-2D', ['2-door'], 61999],
      ['WC47-3D', ['3-door'], 79999],
      ['WC47-4D', ['4-door'], 96999],
    ],
  },
  '53': {
    options: [option('Size', 'Queen', 'King'), option('Storage', 'Without storage', 'Hydraulic storage')],
    variants: [
      ['WC53-Q-NS', ['Queen', 'Without storage'], 84999],
      ['WC53-Q-HS', ['Queen', 'Hydraulic storage'], 96999],
      ['WC53-K-NS', ['King', 'Without storage'], 94999],
      ['WC53-K-HS', ['King', 'Hydraulic storage'], 108999],
    ],
  },
  '54': {
    options: [option('Size', 'Queen', 'King'), option('Finish', 'Natural', 'Walnut')],
    variants: [
      ['WC54-Q-NAT', ['Queen', 'Natural'], 58999],
      ['WC54-Q-WAL', ['Queen', 'Walnut'], 61499],
      ['WC54-K-NAT', ['King', 'Natural'], 66999],
      ['WC54-K-WAL', ['King', 'Walnut'], 69499],
    ],
  },
  '59': {
    options: [
      option('Size', 'Single 72×36 in', 'Double 72×48 in', 'Queen 78×60 in', 'King 78×72 in'),
      option('Thickness', '6 in', '8 in'),
    ],
    variants: [
      ['WC59-S-6', ['Single 72×36 in', '6 in'], 24999],
      ['WC59-S-8', ['Single 72×36 in', '8 in'], 28999],
      ['WC59-D-6', ['Double 72×48 in', '6 in'], 31999],
      ['WC59-D-8', ['Double 72×48 in', '8 in'], 36999],
      ['WC59-Q-6', ['Queen 78×60 in', '6 in'], 38999],
      ['WC59-Q-8', ['Queen 78×60 in', '8 in'], 44999],
      ['WC59-K-6', ['King 78×72 in', '6 in'], 44999],
      ['WC59-K-8', ['King 78×72 in', '8 in'], 51999],
    ],
  },
  '61': {
    options: [option('Size', 'Single', 'Double', 'Queen', 'King')],
    variants: [
      ['WC61-S', ['Single'], 34999],
      ['WC61-D', ['Double'], 44999],
      ['WC61-Q', ['Queen'], 54999],
      ['WC61-K', ['King'], 62999],
    ],
  },
};

/** `stock` units shared out among `count` versions, the first ones getting one more when they do not divide evenly. */
const share = (stock: number, count: number, index: number): number =>
  Math.floor(stock / count) + (index < stock % count ? 1 : 0);

/** The seed product's options and variants (none for most), its `stock` shared out among them. */
export function seedVariantsOf(id: string, stock: number): Pick<CatalogueProduct, 'options' | 'variants'> {
  const seed = SEED_VARIANTS[id];
  if (!seed) return {};
  const variants = seed.variants.map(([sku, values, price], index): ProductVariant => ({
    sku,
    optionValues: [...values],
    price,
    stock: share(stock, seed.variants.length, index),
    status: 'active',
  }));
  return { options: seed.options.map(({ name, values }) => ({ name, values: [...values] })), variants };
}
