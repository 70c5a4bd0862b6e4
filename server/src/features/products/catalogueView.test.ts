/**
 * The view's filtered lists and facet counts (read from numeric columns) against the rules written
 * plainly over product objects, on a catalogue that mixes the cases the columns must keep apart:
 * categories differing only in case, unrated and out-of-stock products, sale prices, archived ones.
 */
import type { CatalogueProduct } from 'shared-contracts';
import {
  activeVariants,
  FACET_MIN_RATING,
  isOnSale,
  type ProductFacets,
  type ProductSort,
} from 'shared-contracts/catalogue';
import { catalogueView, type CatalogueQuery } from './catalogueView';
import { toProduct } from './productRecord';
import { storedProduct } from './test-support';

const CATEGORIES = ['Chair', 'chair', 'Sofa', 'Bench', 'Bed'];
const WOODS = ['Teak', 'Sheesham', 'Mango'];
const FINISHES = ['Teak', 'Walnut', 'Natural'];
const SIZES = ['2-seater', '3-seater', '5-seater'];

/**
 * Every third product is sold in finishes and sizes (a few of them in finishes only), some of its
 * variants archived: an archived variant's values are not on offer.
 */
function variantsOf(i: number): object {
  if (i % 3 !== 0) return {};
  const withSizes = i % 9 !== 0;
  const options = withSizes
    ? [
        { name: 'Finish', values: FINISHES },
        { name: 'Size', values: SIZES },
      ]
    : [{ name: 'Finish', values: FINISHES }];
  const variants = FINISHES.flatMap((finish, f) =>
    (withSizes ? SIZES : [null]).map((size, z) => ({
      sku: `P${i}-${f}-${z}`,
      optionValues: size ? [finish, size] : [finish],
      price: 1000 + i + f * 100 + z * 10,
      stock: (i + f + z) % 4,
      // Each product sells a few of its combinations only.
      status: (i + f * 3 + z) % 4 === 0 ? 'active' : 'archived',
    })),
  );
  return { options, variants };
}

const catalogue: CatalogueProduct[] = Array.from({ length: 240 }, (_, i) =>
  toProduct(
    `p${i}`,
    storedProduct({
      productName: `${WOODS[i % WOODS.length]} Piece ${i}`,
      category: CATEGORIES[(i * 7) % CATEGORIES.length]!,
      price: 1000 + ((i * 389) % 9000) + (i % 4 === 0 ? 0.5 : 0),
      stock: i % 5 === 0 ? 0 : i % 9,
      avgRating: [0, 3.5, 4, 4.6, 5][(i * 3) % 5]!,
      status: i % 11 === 0 ? 'archived' : 'active',
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 37) % 240) * 60_000).toISOString(),
      ...(i % 6 === 0 ? { compareAtPrice: 20_000 } : {}),
      ...variantsOf(i),
    }),
  ),
);

/** Whether an active variant of the product has one of `values` for the option `name`. */
const offers = (product: CatalogueProduct, name: string, values: readonly string[]): boolean => {
  const at = (product.options ?? []).findIndex((option) => option.name === name);
  return at >= 0 && activeVariants(product).some((variant) => values.includes(variant.optionValues[at] ?? ''));
};

/** The rules as the API documents them, one product at a time. */
const passes = (query: CatalogueQuery, without?: string) => (product: CatalogueProduct) => {
  const category = query.category?.trim().toLowerCase();
  const paise = Math.round(product.price * 100);
  return (
    (without === 'category' || !category || product.category.toLowerCase() === category) &&
    (without === 'price' ||
      (paise >= (query.minPricePaise ?? -Infinity) && paise <= (query.maxPricePaise ?? Infinity))) &&
    (without === 'inStock' || !query.inStock || product.stock > 0) &&
    (without === 'rating' || query.minRating === undefined || product.avgRating >= query.minRating) &&
    (!query.onSale || isOnSale(product)) &&
    (query.options ?? []).every(({ name, values }) => without === `option:${name}` || offers(product, name, values))
  );
};

/** Per option and value on offer among `base`, the products every filter but that option's keeps. */
function expectedOptionFacets(base: readonly CatalogueProduct[], query: CatalogueQuery) {
  const counts = new Map<string, Map<string, number>>();
  for (const product of base)
    for (const [at, option] of (product.options ?? []).entries())
      for (const value of new Set(activeVariants(product).map((variant) => variant.optionValues[at] ?? ''))) {
        if (!passes(query, `option:${option.name}`)(product)) continue;
        const values = counts.get(option.name) ?? new Map<string, number>();
        counts.set(option.name, values.set(value, (values.get(value) ?? 0) + 1));
      }
  return [...counts].map(([name, values]) => ({
    name,
    values: [...values].map(([value, count]) => ({ value, count })),
  }));
}

function expectedFacets(base: readonly CatalogueProduct[], query: CatalogueQuery): ProductFacets {
  const prices = base.filter(passes(query, 'price')).map((product) => Math.round(product.price * 100));
  const categories: Record<string, number> = {};
  for (const product of base.filter(passes(query, 'category')))
    categories[product.category] = (categories[product.category] ?? 0) + 1;
  return {
    price: prices.length ? { minPaise: Math.min(...prices), maxPaise: Math.max(...prices) } : null,
    inStock: base.filter(passes(query, 'inStock')).filter((product) => product.stock > 0).length,
    ratedAtLeast4: base.filter(passes(query, 'rating')).filter((product) => product.avgRating >= FACET_MIN_RATING)
      .length,
    categories,
    options: expectedOptionFacets(base, query),
  };
}

const SORTS: Array<ProductSort | undefined> = [undefined, 'price-asc', 'name-desc', 'newest'];

/** Queries combining every filter in turn, a search now and then, a category in either case or none. */
const queries: CatalogueQuery[] = Array.from({ length: 60 }, (_, i) => ({
  category: [undefined, 'chair', 'CHAIR ', 'Sofa', 'Wardrobe'][i % 5],
  minPricePaise: i % 3 === 0 ? undefined : 150_000 + ((i * 53_000) % 500_000),
  maxPricePaise: i % 4 === 0 ? undefined : 700_000 + ((i * 29_000) % 300_000),
  inStock: i % 2 === 0,
  minRating: i % 3 === 1 ? 4 : undefined,
  onSale: i % 7 === 3,
  q: i % 8 === 5 ? 'teak' : undefined,
  sort: SORTS[i % SORTS.length],
  options: [
    [],
    [{ name: 'Finish', values: ['Walnut'] }],
    [{ name: 'Finish', values: ['Teak', 'Natural'] }],
    [
      { name: 'Finish', values: ['Walnut'] },
      { name: 'Size', values: ['5-seater'] },
    ],
    [{ name: 'Size', values: ['3-seater', 'King'] }],
  ][Math.floor(i / 5) % 5],
}));

describe('catalogueView', () => {
  const view = catalogueView({
    version: 1,
    products: catalogue,
    indexById: new Map(catalogue.map((product, i) => [product.id, i])),
  });

  it.each(queries.map((query, i) => [i, query] as const))(
    'query %i lists exactly the products the rules pass, in the unfiltered order',
    (_, query) => {
      const unfiltered = view.select({ q: query.q, sort: query.sort });
      expect(view.select(query).map((product) => product.id)).toEqual(
        unfiltered.filter(passes(query)).map((product) => product.id),
      );
    },
  );

  it.each(queries.map((query, i) => [i, query] as const))(
    'query %i counts each facet over the products every other filter passes',
    (_, query) => {
      const base = view.select({ q: query.q });
      const facets = view.facets(query);
      expect(facets).toEqual(expectedFacets(base, query));
      // Categories in the order shoppers meet them in the list.
      expect(Object.keys(facets.categories)).toEqual(Object.keys(expectedFacets(base, query).categories));
    },
  );

  it.each(['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const)(
    'sorts %s as the products compare, ties in catalogue order (oldest first)',
    (sort) => {
      const inCatalogueOrder = catalogue
        .filter((product) => product.status === 'active')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const key = (product: CatalogueProduct) =>
        sort.startsWith('name')
          ? product.productName.toLowerCase()
          : sort === 'newest'
            ? product.createdAt
            : product.price;
      const descending = sort.endsWith('desc') || sort === 'newest';
      const expected = [...inCatalogueOrder].sort((a, b) => {
        const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
        return descending ? -order : order;
      });
      expect(view.select({ sort }).map((product) => product.id)).toEqual(expected.map((product) => product.id));
    },
  );

  it('keeps categories that differ only in case apart in the counts and together in the filter', () => {
    const chairs = view.select({ category: 'CHAIR' });
    expect(new Set(chairs.map((product) => product.category))).toEqual(new Set(['Chair', 'chair']));
    const { categories } = view.facets({});
    expect(categories.Chair).toBeGreaterThan(0);
    expect(categories.chair).toBeGreaterThan(0);
  });

  it('lists archived products only for the statuses that ask for them', () => {
    expect(view.select({ status: 'archived' }).every((product) => product.status === 'archived')).toBe(true);
    expect(view.select({ status: 'archived', inStock: true }).length).toBeGreaterThan(0);
    expect(view.select({ status: 'all' })).toHaveLength(catalogue.length);
    expect(view.select({}).every((product) => product.status === 'active')).toBe(true);
  });
});
