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

const pricePaise = (product: CatalogueProduct): number => Math.round(product.price * 100);

function filterTests(query: CatalogueQuery): Array<[FilterName, (product: CatalogueProduct) => boolean]> {
  const tests: Array<[FilterName, (product: CatalogueProduct) => boolean]> = [];
  const category = query.category?.trim().toLowerCase();
  if (category) tests.push(['category', (p) => p.category.toLowerCase() === category]);
  const { minPricePaise: min, maxPricePaise: max, minRating } = query;
  if (min !== undefined || max !== undefined)
    tests.push([
      'price',
      (p) => (min === undefined || pricePaise(p) >= min) && (max === undefined || pricePaise(p) <= max),
    ]);
  if (query.inStock) tests.push(['inStock', (p) => p.stock > 0]);
  if (minRating !== undefined) tests.push(['rating', (p) => p.avgRating >= minRating]);
  if (query.onSale) tests.push(['onSale', isOnSale]);
  return tests;
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
      return tests.length ? list.filter((product) => tests.every(([, passes]) => passes(product))) : list;
    },
    facets(query) {
      const tests = filterTests(query);
      const passesAllBut = (product: CatalogueProduct, skipped: FilterName): boolean =>
        tests.every(([name, passes]) => name === skipped || passes(product));
      const facets: ProductFacets = { price: null, inStock: 0, ratedAtLeast4: 0, categories: {} };
      for (const product of searchedInOrder({ ...query, sort: undefined })) {
        if (passesAllBut(product, 'price')) {
          const paise = pricePaise(product);
          facets.price = facets.price
            ? { minPaise: Math.min(facets.price.minPaise, paise), maxPaise: Math.max(facets.price.maxPaise, paise) }
            : { minPaise: paise, maxPaise: paise };
        }
        if (product.stock > 0 && passesAllBut(product, 'inStock')) facets.inStock += 1;
        if (product.avgRating >= FACET_MIN_RATING && passesAllBut(product, 'rating')) facets.ratedAtLeast4 += 1;
        if (passesAllBut(product, 'category'))
          facets.categories[product.category] = (facets.categories[product.category] ?? 0) + 1;
      }
      return facets;
    },
    prepareSearch: () => searches.active.follow(active),
  };
}
