/**
 * What one snapshot version lists: the products in catalogue order (active ones for shoppers,
 * archived or all for the admin), with sorted orders, searches and JSON renderings computed once
 * per version (or once per product object, which a write replaces) instead of once per request.
 * This is what keeps a page of 10,000 products fast.
 *
 * Search is the shop's own (shared-contracts' product search, which the browser runs too): an
 * index in memory per server instance, kept equal to the snapshot. The snapshot already follows
 * every write through the storage change feed (every instance's, on Firestore) and is rebuilt now
 * and then, so the index costs no storage read of its own: each new version re-indexes only the
 * products whose object changed.
 */
import type { CatalogueProduct } from 'shared-contracts';
import {
  createProductSearch,
  FACET_MIN_RATING,
  isOnSale,
  type ProductFacets,
  type ProductListStatus,
  type ProductSearch,
  type ProductSort,
} from 'shared-contracts/catalogue';
import type { ProductsSnapshot } from './productsRepository';

export interface CatalogueQuery {
  category?: string;
  q?: string;
  sort?: ProductSort;
  /** Default active. */
  status?: ProductListStatus;
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  minRating?: number;
  /** Only products with a compare-at price (the admin's featured-offer choice). */
  onSale?: boolean;
}

/** The filters of a query, each a test a product passes or not. */
type FilterName = 'category' | 'price' | 'inStock' | 'rating' | 'onSale';

interface FilterTest {
  name: FilterName;
  passes: (product: CatalogueProduct) => boolean;
}

const pricePaise = (product: CatalogueProduct): number => Math.round(product.price * 100);

/** Categories lower-cased once each (a catalogue has a few dozen), not once per product per request. */
const lowerCategories = new Map<string, string>();
function lowerCategory(category: string): string {
  let lower = lowerCategories.get(category);
  if (lower === undefined) {
    lower = category.toLowerCase();
    if (lowerCategories.size < 10_000) lowerCategories.set(category, lower);
  }
  return lower;
}

function filterTests(query: CatalogueQuery): FilterTest[] {
  const tests: FilterTest[] = [];
  const category = query.category?.trim().toLowerCase();
  if (category) tests.push({ name: 'category', passes: (p) => lowerCategory(p.category) === category });
  const { minPricePaise: min = -Infinity, maxPricePaise: max = Infinity, minRating } = query;
  if (min !== -Infinity || max !== Infinity)
    tests.push({
      name: 'price',
      passes: (p) => {
        const paise = pricePaise(p);
        return paise >= min && paise <= max;
      },
    });
  if (query.inStock) tests.push({ name: 'inStock', passes: (p) => p.stock > 0 });
  if (minRating !== undefined) tests.push({ name: 'rating', passes: (p) => p.avgRating >= minRating });
  if (query.onSale) tests.push({ name: 'onSale', passes: isOnSale });
  return tests;
}

/** Whether a product passes every test (a plain loop: this runs once per product per filtered request). */
function passesAll(tests: readonly FilterTest[], product: CatalogueProduct): boolean {
  for (let i = 0; i < tests.length; i += 1) if (!tests[i]!.passes(product)) return false;
  return true;
}

/** The one test a product fails, null when it passes all, or undefined when it fails two or more. */
function onlyFailure(tests: readonly FilterTest[], product: CatalogueProduct): FilterName | null | undefined {
  let failed: FilterName | null = null;
  for (let i = 0; i < tests.length; i += 1) {
    const test = tests[i]!;
    if (test.passes(product)) continue;
    if (failed !== null) return undefined;
    failed = test.name;
  }
  return failed;
}

export interface CatalogueView {
  version: number;
  /** Active products, catalogue order: by createdAt (seed products first, in their order), then storage order. */
  active: readonly CatalogueProduct[];
  /**
   * Every matching product of the asked status (active by default) in the asked order; with `q`
   * and no sort, best match first.
   */
  select(query: CatalogueQuery): readonly CatalogueProduct[];
  /** The facet counts of a query (ProductFacets): each filter's counts apply all the others. */
  facets(query: CatalogueQuery): ProductFacets;
  /** Indexes the active products for search now, so the first shopper's search does not wait for it. */
  prepareSearch(): void;
}

/**
 * The search indexes the views of one products repository share across versions: the shoppers'
 * (active products, ranked exactly as the browser ranks them) and, made on first use, the
 * admin's (every product; archived lists are its results filtered).
 */
export interface CatalogueSearches {
  active: ProductSearch<CatalogueProduct>;
  all: () => ProductSearch<CatalogueProduct>;
}

export function createCatalogueSearches(): CatalogueSearches {
  let all: ProductSearch<CatalogueProduct> | null = null;
  return { active: createProductSearch(), all: () => (all ??= createProductSearch()) };
}

/** Searches remembered per version (paging through one search's results searches once). */
const SEARCHES_KEPT = 200;

/** A product's JSON, made once per product object (a write stores a new object). */
const jsonCache = new WeakMap<CatalogueProduct, string>();
export function productJson(product: CatalogueProduct): string {
  let json = jsonCache.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    jsonCache.set(product, json);
  }
  return json;
}

/** Products stored before createdAt existed count as newer than every dated one. */
const createdKey = (product: CatalogueProduct): string => product.createdAt || '\uffff';

function catalogueOrder(products: readonly CatalogueProduct[]): readonly CatalogueProduct[] {
  // Usually already in order (storage order is creation order): then no sort at all.
  const sorted = products.every((product, i) => i === 0 || createdKey(products[i - 1]!) <= createdKey(product));
  if (sorted) return products;
  const position = new Map(products.map((product, i) => [product, i]));
  return [...products].sort((a, b) =>
    createdKey(a) < createdKey(b) ? -1 : createdKey(a) > createdKey(b) ? 1 : position.get(a)! - position.get(b)!,
  );
}

type Compare = (a: CatalogueProduct, b: CatalogueProduct) => number;
const byText =
  (key: (p: CatalogueProduct) => string): Compare =>
  (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
const byName = byText((p) => p.productName.toLowerCase());

const COMPARE: Record<ProductSort, Compare> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => byText(createdKey)(b, a),
};

export function catalogueView(
  snapshot: ProductsSnapshot,
  searches: CatalogueSearches = createCatalogueSearches(),
): CatalogueView {
  const all = catalogueOrder(snapshot.products);
  const active = all.filter((product) => product.status === 'active');
  // The admin's lists are made on first use only: shoppers never pay for them.
  let archived: readonly CatalogueProduct[] | null = null;
  const byStatus = (status: ProductListStatus): readonly CatalogueProduct[] => {
    if (status === 'active') return active;
    if (status === 'all') return all;
    archived ??= all.filter((product) => product.status === 'archived');
    return archived;
  };
  const sorted = new Map<string, CatalogueProduct[]>();
  // Array.prototype.sort is stable: ties keep catalogue order.
  const inOrder = (status: ProductListStatus, sort: ProductSort | undefined): readonly CatalogueProduct[] => {
    const list = byStatus(status);
    if (!sort) return list;
    const key = `${status}:${sort}`;
    let ordered = sorted.get(key);
    if (!ordered) {
      ordered = [...list].sort(COMPARE[sort]);
      sorted.set(key, ordered);
    }
    return ordered;
  };
  const searched = new Map<string, readonly CatalogueProduct[]>();
  const search = (status: ProductListStatus, needle: string): readonly CatalogueProduct[] => {
    const key = `${status}\n${needle}`;
    let found = searched.get(key);
    if (!found) {
      found =
        status === 'active'
          ? searches.active.rank(active, needle)
          : searches
              .all()
              .rank(all, needle)
              .filter((product) => status === 'all' || product.status === status);
      if (searched.size >= SEARCHES_KEPT) searched.clear();
      searched.set(key, found);
    }
    return found;
  };
  /** The products of a status that match the search, in the asked order (best match first for a search unsorted). */
  const searchedInOrder = ({ q, sort, status = 'active' }: CatalogueQuery): readonly CatalogueProduct[] => {
    const needle = q?.trim().toLowerCase() || undefined;
    if (!needle) return inOrder(status, sort);
    if (!sort) return search(status, needle);
    const found = new Set(search(status, needle));
    return inOrder(status, sort).filter((product) => found.has(product));
  };
  return {
    version: snapshot.version,
    active,
    select(query) {
      const list = searchedInOrder(query);
      const tests = filterTests(query);
      return tests.length ? list.filter((product) => passesAll(tests, product)) : list;
    },
    facets(query) {
      const tests = filterTests(query);
      // One pass, each product's tests run once: a facet counts a product that fails no filter but its own.
      let minPaise = Infinity;
      let maxPaise = -Infinity;
      let inStock = 0;
      let ratedAtLeast4 = 0;
      const categories: Record<string, number> = {};
      for (const product of searchedInOrder({ ...query, sort: undefined })) {
        const failed = onlyFailure(tests, product);
        if (failed === undefined) continue;
        if (failed === null || failed === 'price') {
          const paise = pricePaise(product);
          if (paise < minPaise) minPaise = paise;
          if (paise > maxPaise) maxPaise = paise;
        }
        if (product.stock > 0 && (failed === null || failed === 'inStock')) inStock += 1;
        if (product.avgRating >= FACET_MIN_RATING && (failed === null || failed === 'rating')) ratedAtLeast4 += 1;
        if (failed === null || failed === 'category')
          categories[product.category] = (categories[product.category] ?? 0) + 1;
      }
      const price = minPaise === Infinity ? null : { minPaise, maxPaise };
      return { price, inStock, ratedAtLeast4, categories } satisfies ProductFacets;
    },
    prepareSearch: () => searches.active.follow(active),
  };
}
