/**
 * What one snapshot version lists: the products in catalogue order (active ones for shoppers,
 * archived or all for the admin), with sorted orders, search keys and JSON renderings computed
 * once per version (or once per product object, which a write replaces) instead of once per
 * request. This is what keeps a page of 10,000 products fast.
 */
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductListStatus, ProductSort } from 'shared-contracts/catalogue';
import type { ProductsSnapshot } from './productsRepository';

export interface CatalogueQuery {
  category?: string;
  q?: string;
  sort?: ProductSort;
  /** Default active. */
  status?: ProductListStatus;
}

export interface CatalogueView {
  version: number;
  /** Active products, catalogue order: by createdAt (seed products first, in their order), then storage order. */
  active: readonly CatalogueProduct[];
  /** Every matching product of the asked status (active by default) in the asked order. */
  select(query: CatalogueQuery): readonly CatalogueProduct[];
}

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

const searchCache = new WeakMap<CatalogueProduct, string>();
function searchKey(product: CatalogueProduct): string {
  let key = searchCache.get(product);
  if (key === undefined) {
    key = `${product.productName.toLowerCase()}\n${product.category.toLowerCase()}`;
    searchCache.set(product, key);
  }
  return key;
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

export function catalogueView(snapshot: ProductsSnapshot): CatalogueView {
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
  return {
    version: snapshot.version,
    active,
    select({ category, q, sort, status = 'active' }) {
      const list = inOrder(status, sort);
      const wantedCategory = category?.trim().toLowerCase() || undefined;
      const needle = q?.trim().toLowerCase() || undefined;
      if (!wantedCategory && !needle) return list;
      return list.filter(
        (product) =>
          (!wantedCategory || product.category.toLowerCase() === wantedCategory) &&
          (!needle || searchKey(product).includes(needle)),
      );
    },
  };
}
