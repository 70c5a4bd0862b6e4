/**
 * What shoppers see of one snapshot version: the active products in catalogue order, with sorted
 * orders, search keys and JSON renderings computed once per version (or once per product object,
 * which a write replaces) instead of once per request. This is what keeps a page of 10,000
 * products fast.
 */
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductSort } from 'shared-contracts/catalogue';
import type { ProductsSnapshot } from './productsRepository';

export interface CatalogueQuery {
  category?: string;
  q?: string;
  sort?: ProductSort;
}

export interface CatalogueView {
  version: number;
  /** Active products, catalogue order: by createdAt (seed products first, in their order), then storage order. */
  active: readonly CatalogueProduct[];
  /** Every matching active product in the asked order. */
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

function catalogueOrder(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  const active = products.filter((product) => product.status === 'active');
  // Usually already in order (storage order is creation order): then no sort at all.
  const sorted = active.every((product, i) => i === 0 || createdKey(active[i - 1]!) <= createdKey(product));
  if (sorted) return active;
  const position = new Map(active.map((product, i) => [product, i]));
  return active.sort((a, b) => (createdKey(a) < createdKey(b) ? -1 : createdKey(a) > createdKey(b) ? 1 : position.get(a)! - position.get(b)!));
}

type Compare = (a: CatalogueProduct, b: CatalogueProduct) => number;
const byText = (key: (p: CatalogueProduct) => string): Compare => (a, b) => {
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
  const active = catalogueOrder(snapshot.products);
  const sorted = new Map<ProductSort, CatalogueProduct[]>();
  // Array.prototype.sort is stable: ties keep catalogue order.
  const inOrder = (sort: ProductSort | undefined): readonly CatalogueProduct[] => {
    if (!sort) return active;
    let list = sorted.get(sort);
    if (!list) {
      list = [...active].sort(COMPARE[sort]);
      sorted.set(sort, list);
    }
    return list;
  };
  return {
    version: snapshot.version,
    active,
    select({ category, q, sort }) {
      const list = inOrder(sort);
      const wantedCategory = category?.trim().toLowerCase() || undefined;
      const needle = q?.trim().toLowerCase() || undefined;
      if (!wantedCategory && !needle) return list;
      return list.filter(
        (product) => (!wantedCategory || product.category.toLowerCase() === wantedCategory) && (!needle || searchKey(product).includes(needle)),
      );
    },
  };
}
