/** Filter, search, sort and paginate the catalogue: pure functions, combinable in any order. */
import type { Product } from 'shared-contracts';
import { ALL_CATEGORIES, type ShopSort } from 'shared-contracts/catalogue';

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

/** What a search is compared as: trimmed and lower-cased, so "  tEAK " finds "Teak Sofa". */
export const normaliseSearch = (search: string): string => search.trim().toLowerCase();

/** The trimmed query inside the name or the category, case-insensitive (clarifications). */
export function matchesSearch(product: Product, search: string): boolean {
  const needle = normaliseSearch(search);
  if (!needle) return true;
  return product.productName.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle);
}

/** Lower-cased names and categories, position for position with the list they were made from. */
interface SearchIndex {
  names: string[];
  categories: string[];
}

/*
 * Derived lists are cached per products array (a new array whenever the catalogue changes), so a
 * search over 10,000 products lowercases and sorts them once, not on every query.
 */
const searchIndexes = new WeakMap<readonly Product[], SearchIndex>();
const nameOrders = new WeakMap<readonly Product[], Partial<Record<SortOrder, readonly Product[]>>>();

function searchIndexOf(products: readonly Product[]): SearchIndex {
  let index = searchIndexes.get(products);
  if (!index) {
    index = {
      names: products.map((p) => p.productName.toLowerCase()),
      categories: products.map((p) => p.category.toLowerCase()),
    };
    searchIndexes.set(products, index);
  }
  return index;
}

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

export function queryProducts<T extends Product>(products: readonly T[], { category, search, sort }: ShopQuery): T[] {
  const ordered = inNameOrder(products, sort);
  const needle = normaliseSearch(search);
  if (!needle) return ordered.filter((p) => matchesCategory(p, category));
  const { names, categories } = searchIndexOf(ordered);
  return ordered.filter(
    (p, i) => matchesCategory(p, category) && (names[i]!.includes(needle) || categories[i]!.includes(needle)),
  );
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
