/** Filter, search, sort and paginate the catalogue: pure functions, combinable in any order. */
import type { Product } from 'shared-contracts';

export type SortOrder = 'az' | 'za';

export const ALL_CATEGORIES = 'all';

export interface ShopQuery {
  /** 'all' or one of the 12 filter categories. */
  category: string;
  search: string;
  /** null keeps catalogue order (built-in first, then remote). */
  sort: SortOrder | null;
}

export const matchesCategory = (product: Product, category: string): boolean =>
  category === ALL_CATEGORIES || product.category === category;

/** The trimmed query inside the name or the category, case-insensitive (clarifications). */
export function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return product.productName.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle);
}

const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

export function sortProducts(products: readonly Product[], sort: SortOrder | null): Product[] {
  if (!sort) return products.slice();
  const direction = sort === 'az' ? 1 : -1;
  return products.slice().sort((a, b) => direction * byName.compare(a.productName, b.productName));
}

export function queryProducts(products: readonly Product[], { category, search, sort }: ShopQuery): Product[] {
  const matching = products.filter((p) => matchesCategory(p, category) && matchesSearch(p, search));
  return sortProducts(matching, sort);
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
  return { items: pageItems, page, pageCount, from: pageItems.length ? start + 1 : 0, to: start + pageItems.length, total: items.length };
}

/** Products of the same category, without the product itself. */
export const relatedProducts = (products: readonly Product[], product: Product): Product[] =>
  products.filter((p) => p.category === product.category && p.id !== product.id);
