/**
 * The products API (server/src/features/products), shared by the catalogue, the admin app and the
 * server. Kept free of the product data, so importing it costs nothing.
 */
import type { FilterCategory } from '../categories';
import type { GstRate } from '../gst/tax';
import type { CatalogueProduct, ProductOption, ProductStatus } from '../types';
import type { ProductVariantInput } from './variants';

export const PRODUCT_API_PATHS = {
  /** GET: a ProductPage (ProductListQuery; no parameters: the first page). POST (admin): add one. */
  products: '/api/products',
  /** GET: Server-Sent Events, one `product` event per product added from now on. */
  stream: '/api/products/stream',
  /** GET: one product (archived: 404 except for admins). PATCH, DELETE (admin). */
  product: (id: string): string => `/api/products/${encodeURIComponent(id)}`,
} as const;

/** Names of the events on the product stream. */
export const PRODUCT_STREAM_EVENTS = {
  /** Sent once on (re)connect: { count } of active stored products (a page's total). */
  ready: 'ready',
  /** An active product was added or changed: the Product (a CatalogueProduct) as JSON. */
  product: 'product',
  /** A product was archived or deleted: ProductRemoved. */
  removed: 'removed',
} as const;

export interface ProductStreamReady {
  count: number;
}

export interface ProductRemoved {
  id: string;
}

export const PRODUCT_SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_PAGE_LIMITS = { default: 24, max: 100 } as const;

/** Which products a page lists: shoppers only ever get active ones; archived and all are the admin's. */
export const PRODUCT_LIST_STATUSES = ['active', 'archived', 'all'] as const;
export type ProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number];

/** GET /api/products query (all optional; any one of them asks for a ProductPage). */
export interface ProductListQuery {
  /** 1..100, default 24. */
  limit?: number;
  offset?: number;
  category?: string;
  /**
   * The shop's search (product-search.ts): forgives typos, matches prefixes, Indian spellings and
   * plurals, in the name, category or descriptions; a name or category holding the trimmed query
   * always matches. Without a sort, best match first.
   */
  q?: string;
  /** No sort: catalogue order (the seed products in their order, then newer ones), or best match with `q`. */
  sort?: ProductSort;
  /** Default active; archived or all only for a verified admin (403 otherwise), never cached publicly. */
  status?: ProductListStatus;
  /** Only products priced at least this, in paise (an integer). */
  minPricePaise?: number;
  /** Only products priced at most this, in paise (an integer, not below minPricePaise). */
  maxPricePaise?: number;
  /** true: only products with stock above 0. */
  inStock?: boolean;
  /** Only products rated at least this (1 to 5; the shop's filter asks 4). */
  minRating?: number;
  /** true: only products on sale (with a compare-at price). */
  onSale?: boolean;
  /**
   * Only products offering these option values (Finish: Teak or Walnut): an active variant with one
   * of a filter's values for its option, for every filter given (at most OPTION_FILTER_LIMITS.options).
   * Sent as `option=Name:Value`, once per value.
   */
  options?: readonly OptionFilter[];
  /** true: the page also carries `facets` for the same query. */
  facets?: boolean;
}

/** One option filter: the option's name and the values a shopper chose (any of them will do). */
export interface OptionFilter {
  name: string;
  values: readonly string[];
}

/** At most this many options filtered at once (a product has at most 3), and values in all. */
export const OPTION_FILTER_LIMITS = { options: 3, values: 30 } as const;

/** One `option` query parameter: `Name:Value` (the value may hold ':' itself; the name may not). */
export const optionParam = (name: string, value: string): string => `${name}:${value}`;

/**
 * The option filters of a query's `option` parameters, grouped by name in the order first given,
 * or why they cannot be read (a parameter without a name or a value, too many options or values).
 */
export function parseOptionParams(params: readonly string[]): OptionFilter[] | { problem: string } {
  if (params.length > OPTION_FILTER_LIMITS.values)
    return { problem: `at most ${OPTION_FILTER_LIMITS.values} option values at once, got ${params.length}` };
  const filters: Array<{ name: string; values: string[] }> = [];
  for (const param of params) {
    const at = param.indexOf(':');
    const name = at < 0 ? '' : param.slice(0, at).trim();
    const value = at < 0 ? '' : param.slice(at + 1).trim();
    if (!name || !value) return { problem: `must be Name:Value (Finish:Teak), got ${JSON.stringify(param)}` };
    const filter = filters.find((known) => known.name === name);
    if (!filter) filters.push({ name, values: [value] });
    else if (!filter.values.includes(value)) filter.values.push(value);
  }
  if (filters.length > OPTION_FILTER_LIMITS.options)
    return { problem: `at most ${OPTION_FILTER_LIMITS.options} options at once, got ${filters.length}` };
  return filters;
}

/** How many products offer each value of one option (only values some product offers). */
export interface OptionFacet {
  name: string;
  values: Array<{ value: string; count: number }>;
}

/** The rating the shop's rating filter offers ("4★ & up"). */
export const FACET_MIN_RATING = 4;

/**
 * What each filter would narrow to, for one query: every count applies all the other filters of
 * the query (category, search, price, stock, rating) but not its own, so a shopper sees what
 * choosing it would give.
 */
export interface ProductFacets {
  /** The lowest and highest price (paise) among the products the other filters keep; null when none. */
  price: { minPaise: number; maxPaise: number } | null;
  /** How many of them are in stock. */
  inStock: number;
  /** How many of them are rated FACET_MIN_RATING or more. */
  ratedAtLeast4: number;
  /** How many of them are in each category (only categories that have some). */
  categories: Record<string, number>;
  /**
   * Per option some product offers (an active variant), how many offer each value, in catalogue
   * order of first sight; a filtered option's counts apply every filter but its own. Absent from
   * servers before option filters.
   */
  options?: OptionFacet[];
}

/** One page of products (active ones unless an admin asked for another status) and how many match in all. */
export interface ProductPage {
  products: CatalogueProduct[];
  total: number;
  limit: number;
  offset: number;
  /** Only when the query asked for them (`facets=true`). */
  facets?: ProductFacets;
}

/** Most units a product may have in stock. */
export const MAX_STOCK = 1_000_000;

/** The highest `maxPerOrder` a product may be given. */
export const MAX_PER_ORDER_LIMIT = 1000;

/** POST /api/products (admin): everything but id, reviews and avgRating, which the server sets. */
export interface CreateProductRequest {
  productName: string;
  shortDesc: string;
  description: string;
  category: FilterCategory;
  /** Rupees, above zero. */
  price: number;
  /** The main picture: the first of `images`. */
  imgUrl: string;
  /**
   * Every picture in order, 1 to MAX_PRODUCT_IMAGES, each once, the first being `imgUrl`. Left out on
   * create: `imgUrl` alone. On edit, `images` alone also sets `imgUrl` (its first), and `imgUrl`
   * alone replaces the first picture and keeps the others.
   */
  images?: string[];
  /** Units in stock; 0 when left out (the owner says how many once they have them). */
  stock?: number;
  /** The most units of it one order may hold (1 to MAX_PER_ORDER_LIMIT); left out: the shop's default. */
  maxPerOrder?: number;
  /** The HSN code (4 to 8 digits); left out: the shop's default (9403). */
  hsn?: string;
  /** 0, 5, 12, 18 or 28; left out: the shop's default (18). */
  gstRatePercent?: GstRate;
  /** On sale: the price before, whole rupees above `price`; left out: not on sale. */
  compareAtPrice?: number;
  /**
   * Up to 3 options and up to 100 variants (variants.ts says the rules), given together on create.
   * With variants, the server sets `price` to the lowest active variant price and `stock` to their
   * units together (the `price` and `stock` sent are replaced). On edit, `variants` is the whole
   * list: a variant left out is deleted, or archived when it is in an order; `options` and
   * `variants` both empty turn the product back into one without variants.
   */
  options?: ProductOption[];
  variants?: ProductVariantInput[];
}

/**
 * PATCH /api/products/{id} (admin): any of these, at least one; `maxPerOrder: null` goes back to the
 * shop's default, `compareAtPrice: null` ends the sale.
 */
export type UpdateProductRequest = Partial<
  Omit<CreateProductRequest, 'stock' | 'maxPerOrder' | 'compareAtPrice'> & {
    stock: number;
    status: ProductStatus;
    maxPerOrder: number | null;
    compareAtPrice: number | null;
  }
>;
