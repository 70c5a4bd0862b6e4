/**
 * The numbers a filtered page tests, laid out per catalogue version as columns (one typed array
 * per field, a product's position in the version's list its index), so that filtering and counting
 * 100,000 products reads numbers in a row instead of loading each product object and calling a
 * test per filter: a filtered page with facet counts stays within a few milliseconds.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { activeVariants, isOnSale, type ProductListQuery } from 'shared-contracts/catalogue';

export interface CatalogueColumns {
  pricePaise: Float64Array;
  stock: Float64Array;
  avgRating: Float64Array;
  /** 1 when the product has a compare-at price (isOnSale). */
  onSale: Uint8Array;
  /** The product's category, lower-cased, as a number (`categoryIds`), for the category filter. */
  lowerCategory: Int32Array;
  /** The product's category as written, as a number (`categoryNames`), for the facet counts. */
  category: Int32Array;
  categoryIds: ReadonlyMap<string, number>;
  categoryNames: readonly string[];
  /** The option values the product's active variants offer, each once, as numbers (`optionPairs`); null for none. */
  offers: ReadonlyArray<Int32Array | null>;
  /** Each offered option value's number, by `optionPairKey(name, value)`. */
  optionPairIds: ReadonlyMap<string, number>;
  optionPairs: ReadonlyArray<{ name: string; value: string }>;
}

export const optionPairKey = (name: string, value: string): string => `${name}\u0000${value}`;

export function catalogueColumns(products: readonly CatalogueProduct[]): CatalogueColumns {
  const count = products.length;
  const columns = {
    pricePaise: new Float64Array(count),
    stock: new Float64Array(count),
    avgRating: new Float64Array(count),
    onSale: new Uint8Array(count),
    lowerCategory: new Int32Array(count),
    category: new Int32Array(count),
  };
  const categoryIds = new Map<string, number>();
  const nameIds = new Map<string, number>();
  const categoryNames: string[] = [];
  const lowerIdOfName: number[] = [];
  const offers: Array<Int32Array | null> = [];
  const optionPairIds = new Map<string, number>();
  const optionPairs: Array<{ name: string; value: string }> = [];
  const pairId = (name: string, value: string): number => {
    const key = optionPairKey(name, value);
    let id = optionPairIds.get(key);
    if (id === undefined) {
      id = optionPairs.push({ name, value }) - 1;
      optionPairIds.set(key, id);
    }
    return id;
  };
  for (let i = 0; i < count; i += 1) {
    const product = products[i]!;
    columns.pricePaise[i] = Math.round(product.price * 100);
    columns.stock[i] = product.stock;
    columns.avgRating[i] = product.avgRating;
    columns.onSale[i] = isOnSale(product) ? 1 : 0;
    let nameId = nameIds.get(product.category);
    if (nameId === undefined) {
      nameId = categoryNames.push(product.category) - 1;
      nameIds.set(product.category, nameId);
      // Lower-cased once per category written, not once per product.
      const lower = product.category.toLowerCase();
      if (!categoryIds.has(lower)) categoryIds.set(lower, categoryIds.size);
      lowerIdOfName[nameId] = categoryIds.get(lower)!;
    }
    columns.category[i] = nameId;
    columns.lowerCategory[i] = lowerIdOfName[nameId]!;
    const options = product.options ?? [];
    const offered = new Set<number>();
    if (options.length > 0)
      for (const variant of activeVariants(product))
        options.forEach((option, at) => {
          const value = variant.optionValues[at];
          if (value) offered.add(pairId(option.name, value));
        });
    offers.push(offered.size > 0 ? Int32Array.from(offered) : null);
  }
  return { ...columns, categoryIds, categoryNames, offers, optionPairIds, optionPairs };
}

/** The filters a product can fail, one bit each; the k-th option filter's is `optionFails(k)`. */
export const FAILS = { category: 1, price: 2, inStock: 4, rating: 8, onSale: 16 } as const;
export const optionFails = (k: number): number => 32 << k;

export interface ColumnFilters {
  /** A lower-cased category id, -1 for a category no product has, null for no category filter. */
  category: number | null;
  minPaise: number;
  maxPaise: number;
  inStock: boolean;
  /** null for no rating filter. */
  minRating: number | null;
  onSale: boolean;
  /** Per option filtered: which offered values pass (by optionPairs number), and the option's name. */
  options: ReadonlyArray<{ name: string; accepts: ReadonlySet<number> }>;
}

/** The filters of a products query (the API's own fields, as GET /api/products reads them). */
export type FilterQuery = Pick<
  ProductListQuery,
  'category' | 'minPricePaise' | 'maxPricePaise' | 'inStock' | 'minRating' | 'onSale' | 'options'
>;

export function columnFilters(query: FilterQuery, columns: CatalogueColumns): ColumnFilters {
  const category = query.category?.trim().toLowerCase();
  return {
    category: category ? (columns.categoryIds.get(category) ?? -1) : null,
    minPaise: query.minPricePaise ?? -Infinity,
    maxPaise: query.maxPricePaise ?? Infinity,
    inStock: query.inStock === true,
    minRating: query.minRating ?? null,
    onSale: query.onSale === true,
    options: (query.options ?? []).map(({ name, values }) => ({
      name,
      // A value no product offers accepts nothing.
      accepts: new Set(
        values.flatMap((value) => {
          const id = columns.optionPairIds.get(optionPairKey(name, value));
          return id === undefined ? [] : [id];
        }),
      ),
    })),
  };
}

export const hasFilters = (filters: ColumnFilters): boolean =>
  filters.category !== null ||
  filters.minPaise !== -Infinity ||
  filters.maxPaise !== Infinity ||
  filters.inStock ||
  filters.minRating !== null ||
  filters.onSale ||
  filters.options.length > 0;

/** The FAILS bits of the filters the product at `i` fails (0: it passes them all). */
export function failedFilters(filters: ColumnFilters, columns: CatalogueColumns, i: number): number {
  let failed = 0;
  if (filters.category !== null && columns.lowerCategory[i] !== filters.category) failed |= FAILS.category;
  const paise = columns.pricePaise[i]!;
  if (paise < filters.minPaise || paise > filters.maxPaise) failed |= FAILS.price;
  if (filters.inStock && !(columns.stock[i]! > 0)) failed |= FAILS.inStock;
  if (filters.minRating !== null && !(columns.avgRating[i]! >= filters.minRating)) failed |= FAILS.rating;
  if (filters.onSale && columns.onSale[i] === 0) failed |= FAILS.onSale;
  for (let k = 0; k < filters.options.length; k += 1) {
    const offered = columns.offers[i];
    const { accepts } = filters.options[k]!;
    if (!offered || !offered.some((pair) => accepts.has(pair))) failed |= optionFails(k);
  }
  return failed;
}
