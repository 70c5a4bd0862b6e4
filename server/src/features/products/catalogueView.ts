/**
 * What one snapshot version lists: the products in catalogue order (active ones for shoppers,
 * archived or all for the admin), with sorted orders (as positions), the filters' numeric columns,
 * searches and JSON renderings computed once per version (or once per product object, which a
 * write replaces) instead of once per request. This keeps a filtered page of 100,000 products fast.
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
  type OptionFacet,
  type ProductFacets,
  type ProductListQuery,
  type ProductListStatus,
  type ProductSearch,
  type ProductSort,
} from 'shared-contracts/catalogue';
import {
  catalogueColumns,
  columnFilters,
  FAILS,
  failedFilters,
  hasFilters,
  optionFails,
  type CatalogueColumns,
  type ColumnFilters,
  type FilterQuery,
} from './catalogueColumns';
import type { ProductsSnapshot } from './productsRepository';

/** What the view answers: the API's query without its page window (status default active). */
export type CatalogueQuery = FilterQuery & Pick<ProductListQuery, 'q' | 'sort' | 'status'>;

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
  /**
   * Indexes the active products for search before the first shopper's search, a batch at a time
   * (the server answers requests meanwhile).
   */
  prepareSearch(): Promise<void>;
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

/**
 * Each sort as a key and a direction: the keys are read once per product (a lower-cased name made
 * once, not once per comparison), then compared. Ties compare equal either way, so they keep
 * catalogue order (Array.prototype.sort is stable).
 */
const SORTS: Record<ProductSort, { key: (product: CatalogueProduct) => string | number; descending: boolean }> = {
  'name-asc': { key: (product) => product.productName.toLowerCase(), descending: false },
  'name-desc': { key: (product) => product.productName.toLowerCase(), descending: true },
  'price-asc': { key: (product) => product.price, descending: false },
  'price-desc': { key: (product) => product.price, descending: true },
  newest: { key: createdKey, descending: true },
};

function sortedPositions(list: Int32Array, all: readonly CatalogueProduct[], sort: ProductSort): Int32Array {
  const { key, descending } = SORTS[sort];
  const keys = Array.from(list, (position) => key(all[position]!));
  const order = Array.from(list.keys()).sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    const ascending = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -ascending : ascending;
  });
  return Int32Array.from(order, (index) => list[index]!);
}

/**
 * Per offered option value, the one filter a product may fail and still count for it: its own
 * option's, when that option is filtered (a shopper sees what choosing the value would give);
 * 0 (none) otherwise.
 */
function optionCountsDespite(filters: ColumnFilters, table: CatalogueColumns): Int32Array {
  const despite = new Int32Array(table.optionPairs.length);
  filters.options.forEach(({ name }, k) => {
    table.optionPairs.forEach((pair, id) => {
      if (pair.name === name) despite[id] = optionFails(k);
    });
  });
  return despite;
}

/** Positions in a version's list (`all`), in some order. */
type Positions = Int32Array;

export function catalogueView(
  snapshot: ProductsSnapshot,
  searches: CatalogueSearches = createCatalogueSearches(),
): CatalogueView {
  const all = catalogueOrder(snapshot.products);
  const active = all.filter((product) => product.status === 'active');
  // Made on first use: a version that only ever serves unfiltered pages never pays for them.
  let columns: CatalogueColumns | null = null;
  const columnsOfAll = (): CatalogueColumns => (columns ??= catalogueColumns(all));
  let positionOf: Map<CatalogueProduct, number> | null = null;
  const positionsOf = (products: readonly CatalogueProduct[]): Positions => {
    positionOf ??= new Map(all.map((product, i) => [product, i]));
    const map = positionOf;
    return Int32Array.from(products, (product) => map.get(product)!);
  };
  const statusLists = new Map<ProductListStatus, Positions>();
  const byStatus = (status: ProductListStatus): Positions => {
    let list = statusLists.get(status);
    if (!list) {
      list =
        status === 'all'
          ? Int32Array.from(all.keys())
          : positionsOf(status === 'active' ? active : all.filter((product) => product.status === status));
      statusLists.set(status, list);
    }
    return list;
  };
  const sorted = new Map<string, Positions>();
  const inOrder = (status: ProductListStatus, sort: ProductSort | undefined): Positions => {
    const list = byStatus(status);
    if (!sort) return list;
    const key = `${status}:${sort}`;
    let ordered = sorted.get(key);
    if (!ordered) {
      ordered = sortedPositions(list, all, sort);
      sorted.set(key, ordered);
    }
    return ordered;
  };
  const searched = new Map<string, Positions>();
  const search = (status: ProductListStatus, needle: string): Positions => {
    const key = `${status}\n${needle}`;
    let found = searched.get(key);
    if (!found) {
      found = positionsOf(
        status === 'active'
          ? searches.active.rank(active, needle)
          : searches
              .all()
              .rank(all, needle)
              .filter((product) => status === 'all' || product.status === status),
      );
      if (searched.size >= SEARCHES_KEPT) searched.clear();
      searched.set(key, found);
    }
    return found;
  };
  /** The products of a status that match the search, in the asked order (best match first for a search unsorted). */
  const searchedInOrder = ({ q, sort, status = 'active' }: CatalogueQuery): Positions => {
    const needle = q?.trim().toLowerCase() || undefined;
    if (!needle) return inOrder(status, sort);
    if (!sort) return search(status, needle);
    const found = new Uint8Array(all.length);
    for (const position of search(status, needle)) found[position] = 1;
    return inOrder(status, sort).filter((position) => found[position] === 1);
  };
  const unfiltered = new Map<Positions, readonly CatalogueProduct[]>();
  const productsAt = (positions: Positions): readonly CatalogueProduct[] => {
    let products = unfiltered.get(positions);
    if (!products) {
      products = Array.from(positions, (position) => all[position]!);
      if (unfiltered.size >= SEARCHES_KEPT) unfiltered.clear();
      unfiltered.set(positions, products);
    }
    return products;
  };
  return {
    version: snapshot.version,
    active,
    select(query) {
      const list = searchedInOrder(query);
      const table = columnsOfAll();
      const filters = columnFilters(query, table);
      if (!hasFilters(filters)) return productsAt(list);
      const matching: CatalogueProduct[] = [];
      for (const position of list) if (failedFilters(filters, table, position) === 0) matching.push(all[position]!);
      return matching;
    },
    facets(query) {
      const table = columnsOfAll();
      const filters = columnFilters(query, table);
      // One pass: a facet counts a product that fails no filter but its own.
      let minPaise = Infinity;
      let maxPaise = -Infinity;
      let inStock = 0;
      let ratedAtLeast4 = 0;
      const perCategory = new Int32Array(table.categoryNames.length);
      const categoriesMet: number[] = [];
      const perOption = new Int32Array(table.optionPairs.length);
      const optionsMet: number[] = [];
      // Which failure still lets a product count for an option value: none, or only its own option's.
      const countsDespite = optionCountsDespite(filters, table);
      for (const position of searchedInOrder({ ...query, sort: undefined })) {
        const failed = failedFilters(filters, table, position);
        // Failing two filters or more: no facet counts it.
        if ((failed & (failed - 1)) !== 0) continue;
        if (failed === 0 || failed === FAILS.price) {
          const paise = table.pricePaise[position]!;
          if (paise < minPaise) minPaise = paise;
          if (paise > maxPaise) maxPaise = paise;
        }
        if ((failed === 0 || failed === FAILS.inStock) && table.stock[position]! > 0) inStock += 1;
        if ((failed === 0 || failed === FAILS.rating) && table.avgRating[position]! >= FACET_MIN_RATING)
          ratedAtLeast4 += 1;
        if (failed === 0 || failed === FAILS.category) {
          const category = table.category[position]!;
          if (perCategory[category] === 0) categoriesMet.push(category);
          perCategory[category]! += 1;
        }
        const offered = table.offers[position];
        if (offered)
          for (const pair of offered)
            if (failed === 0 || failed === countsDespite[pair]) {
              if (perOption[pair] === 0) optionsMet.push(pair);
              perOption[pair]! += 1;
            }
      }
      const categories: Record<string, number> = {};
      for (const category of categoriesMet) categories[table.categoryNames[category]!] = perCategory[category]!;
      const price = minPaise === Infinity ? null : { minPaise, maxPaise };
      const options: OptionFacet[] = [];
      for (const pair of optionsMet) {
        const { name, value } = table.optionPairs[pair]!;
        let facet = options.find((known) => known.name === name);
        if (!facet) options.push((facet = { name, values: [] }));
        facet.values.push({ value, count: perOption[pair]! });
      }
      return { price, inStock, ratedAtLeast4, categories, options } satisfies ProductFacets;
    },
    prepareSearch: () => searches.active.prepare(active),
  };
}
