/** Filter, search, sort and paginate the catalogue: pure functions, combinable in any order. */
import type { CatalogueProduct, Product } from 'shared-contracts';
import {
  activeVariants,
  ALL_CATEGORIES,
  createProductSearch,
  FACET_MIN_RATING,
  matchesProductSearch,
  type OptionFacet,
  type ProductFacets,
  type ShopSort,
} from 'shared-contracts/catalogue';

export { ALL_CATEGORIES } from 'shared-contracts/catalogue';
export type SortOrder = ShopSort;

export interface ShopQuery {
  /** 'all' or one of the 12 filter categories. */
  category: string;
  search: string;
  /** null keeps catalogue order (the server's: oldest first). */
  sort: SortOrder | null;
}

export const matchesCategory = (product: Product, category: string): boolean =>
  category === ALL_CATEGORIES || product.category === category;

/** Whether a product matches the shop's search (shared with the server: typos, prefixes, Indian spellings). */
export const matchesSearch = (product: Product, search: string): boolean => matchesProductSearch(product, search);

/*
 * Name orders are cached per products array (a new array whenever the catalogue changes), so they
 * are sorted once, not on every query. The search index follows the catalogue the same way: a
 * new array re-indexes only the products that changed.
 */
const nameOrders = new WeakMap<readonly Product[], Partial<Record<SortOrder, readonly Product[]>>>();
const search = createProductSearch<Product>();

/** Made on the first sort, not when the shop loads: building a collator loads the browser's locale data. */
let byName: Intl.Collator | null = null;

export function sortProducts<T extends Product>(products: readonly T[], sort: SortOrder | null): T[] {
  if (!sort) return products.slice();
  const direction = sort === 'az' ? 1 : -1;
  const collator = (byName ??= new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }));
  return products.slice().sort((a, b) => direction * collator.compare(a.productName, b.productName));
}

/** `products` in `sort` order, sorted once per products array (callers must not change it). */
function inNameOrder<T extends Product>(products: readonly T[], sort: SortOrder | null): readonly T[] {
  if (!sort) return products;
  let orders = nameOrders.get(products);
  if (!orders) nameOrders.set(products, (orders = {}));
  return (orders[sort] ??= sortProducts(products, sort)) as readonly T[];
}

/**
 * The catalogue filtered by category and search, in `sort` order; searched without a sort, best
 * match first (the server's ranking, from the same definition).
 */
export function queryProducts<T extends Product>(
  products: readonly T[],
  { category, search: text, sort }: ShopQuery,
): T[] {
  if (!text.trim()) return inNameOrder(products, sort).filter((p) => matchesCategory(p, category));
  const found = search.rank(products, text) as T[];
  if (!sort) return found.filter((p) => matchesCategory(p, category));
  const matched = new Set<Product>(found);
  return inNameOrder(products, sort).filter((p) => matched.has(p) && matchesCategory(p, category));
}

export interface PageOf<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  /** 1-based position of the first item shown (0 when there is none). */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * perPage;
  const pageItems = items.slice(start, start + perPage);
  return {
    items: pageItems,
    page,
    pageCount,
    from: pageItems.length ? start + 1 : 0,
    to: start + pageItems.length,
    total: items.length,
  };
}

/**
 * The filter panel's counts for products that no price, stock or rating filter has narrowed (the
 * catalogue held whole, searched and filtered by category here); filtered results are counted by
 * the server, which applies each count's other filters.
 */
export function unfilteredFacets(products: readonly CatalogueProduct[]): ProductFacets {
  const options: OptionFacet[] = [];
  const facets: ProductFacets = { price: null, inStock: 0, ratedAtLeast4: 0, categories: {}, options };
  for (const product of products) {
    countOptionValues(options, product);
    const paise = Math.round(product.price * 100);
    facets.price = facets.price
      ? { minPaise: Math.min(facets.price.minPaise, paise), maxPaise: Math.max(facets.price.maxPaise, paise) }
      : { minPaise: paise, maxPaise: paise };
    if (product.stock > 0) facets.inStock += 1;
    if (product.avgRating >= FACET_MIN_RATING) facets.ratedAtLeast4 += 1;
    facets.categories[product.category] = (facets.categories[product.category] ?? 0) + 1;
  }
  return facets;
}

/** Adds one to each option value the product's active variants offer (once per product), as the server counts them. */
function countOptionValues(options: OptionFacet[], product: CatalogueProduct): void {
  const variants = activeVariants(product);
  (product.options ?? []).forEach(({ name }, at) => {
    const offered = new Set(variants.map((variant) => variant.optionValues[at]).filter((value) => Boolean(value)));
    if (offered.size === 0) return;
    let facet = options.find((known) => known.name === name);
    if (!facet) options.push((facet = { name, values: [] }));
    for (const value of offered) {
      const counted = facet.values.find((known) => known.value === value);
      if (counted) counted.count += 1;
      else facet.values.push({ value: value as string, count: 1 });
    }
  });
}
