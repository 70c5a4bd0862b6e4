/**
 * The first page's data in its HTML. The page server embeds what the route shows in
 * `<script type="application/json" id="page-data">`; the page starts from it, with no request
 * before its first render, and asks the API for fresher data afterwards. Not code: the CSP's
 * script-src is not involved.
 */
import type { FilterCategory } from './categories';
import type { CatalogueProduct } from './types';
import { optionParam, PRODUCT_PAGE_LIMITS, type ProductListQuery, type ProductPage } from './catalogue/api';
import type { ReviewPage } from './catalogue/reviews-api';
import type { FeaturedOfferResponse } from './catalogue/sale';
import { NO_SHOP_FILTERS, shopFilterQuery, type ShopFilterParams } from './catalogue/shop-query';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What a page may find, by kind: a product by its id (whole), a page of the products list by its
 * query (productListSearch) with its products as cards show them: description and reviews empty;
 * the first page of a product's reviews by the product's id (as `GET …/reviews?limit=10&offset=0`
 * answers a visitor: none `mine`), so a reader without JavaScript sees them; the home page's featured
 * offer under FEATURED_OFFER_PAGE_KEY (as `GET /api/featured-offer` answers).
 */
export interface PageDataKinds {
  product: CatalogueProduct;
  productPage: ProductPage;
  reviewPage: ReviewPage;
  featuredOffer: FeaturedOfferResponse;
}

/** The key of the featured offer in the page data (there is one). */
export const FEATURED_OFFER_PAGE_KEY = 'home';
export type PageDataKind = keyof PageDataKinds;

/** The embedded document: per kind, entries by key. */
export type PageData = { [K in PageDataKind]?: Record<string, PageDataKinds[K]> };

/** The longest search the server takes (a longer one could match nothing anyway). */
export const SEARCH_MAX = 200;

/**
 * A products-list query as its URL query string, in a fixed order: equal queries are equal URLs
 * (they share the HTTP cache) and the key of their page in the page data.
 */
export function productListSearch(query: ProductListQuery): string {
  const params = new URLSearchParams();
  params.set('limit', String(query.limit ?? 24));
  params.set('offset', String(query.offset ?? 0));
  if (query.category) params.set('category', query.category);
  const q = query.q?.trim().slice(0, SEARCH_MAX);
  if (q) params.set('q', q);
  if (query.sort) params.set('sort', query.sort);
  if (query.minPricePaise !== undefined) params.set('minPricePaise', String(query.minPricePaise));
  if (query.maxPricePaise !== undefined) params.set('maxPricePaise', String(query.maxPricePaise));
  if (query.inStock) params.set('inStock', 'true');
  if (query.minRating !== undefined) params.set('minRating', String(query.minRating));
  if (query.onSale) params.set('onSale', 'true');
  // Sorted: the same choice made in another order is the same URL.
  const options = [...(query.options ?? [])].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, values } of options)
    for (const value of [...values].sort()) params.append('option', optionParam(name, value));
  if (query.facets) params.set('facets', 'true');
  return params.toString();
}

/** The first page of products /category/{name} shows, narrowed by the filters in its URL, with their counts. */
export const categoryPageQuery = (
  category: FilterCategory,
  filters: ShopFilterParams = NO_SHOP_FILTERS,
): ProductListQuery => ({
  category,
  limit: PRODUCT_PAGE_LIMITS.max,
  ...shopFilterQuery(filters),
});

/** The home page's product sections (spec §2): which categories each reads, and in what order it shows them. */
export interface HomeSection {
  id: string;
  title: string;
  categories: FilterCategory[];
  /** catalogue: as listed; rating: best rated first; newest: latest additions first. */
  order: 'catalogue' | 'rating' | 'newest';
}

export const HOME_SECTION_SIZE = 8;

export const HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'trending', title: 'Trending Products', categories: ['Chair'], order: 'catalogue' },
  { id: 'best-sales', title: 'Best Sales', categories: ['Chair', 'Sofa'], order: 'rating' },
  { id: 'new-arrivals', title: 'New Arrivals', categories: ['Study Table', 'Bench'], order: 'newest' },
  { id: 'popular', title: 'Popular in Category', categories: ['Cabinet'], order: 'rating' },
];

/** One small query per category of the section (the server filters one category at a time). */
export const homeSectionQueries = (section: HomeSection): ProductListQuery[] =>
  section.categories.map((category) => ({
    category,
    limit: HOME_SECTION_SIZE,
    ...(section.order === 'newest' ? { sort: 'newest' as const } : {}),
  }));

/**
 * The products /home shows beside its sections, by id: the hero's picture and the limited offer's
 * couch. The page server embeds them (whole, as the product kind is) so both render on the server.
 */
export const HOME_FEATURED_PRODUCT_IDS = { hero: '11', offer: '12' } as const;

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a <script> data block: `<` and `>` escaped, so no value can close the
 * element (`</script>`) or open a comment (`<!--`); U+2028/9 escaped for old JavaScript parsers.
 * JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}

/** Where the page data is read from: the document in a browser; anything with getElementById in tests. */
interface DocumentLike {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The last element parsed and what it held: a page's data is parsed once, however many parts read it. */
let parsed: { from: object; data: PageData | null } | null = null;

function pageData(doc: DocumentLike | undefined): PageData | null {
  const element = doc?.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  if (parsed?.from !== element) {
    let data: PageData | null = null;
    try {
      const body: unknown = JSON.parse(element.textContent ?? 'null');
      data = typeof body === 'object' && body !== null ? (body as PageData) : null;
    } catch {
      data = null;
    }
    parsed = { from: element, data };
  }
  return parsed.data;
}

const matches = {
  product: (value: unknown, key: string) =>
    typeof value === 'object' && value !== null && (value as { id?: unknown }).id === key,
  productPage: (value: unknown) =>
    typeof value === 'object' && value !== null && Array.isArray((value as { products?: unknown }).products),
  reviewPage: (value: unknown) =>
    typeof value === 'object' && value !== null && Array.isArray((value as { reviews?: unknown }).reviews),
  featuredOffer: (value: unknown) => {
    if (typeof value !== 'object' || value === null || !('offer' in value)) return false;
    const { offer } = value as { offer: unknown };
    if (offer === null) return true;
    if (typeof offer !== 'object') return false;
    const { productId, endsAt } = offer as { productId?: unknown; endsAt?: unknown };
    return typeof productId === 'string' && typeof endsAt === 'string';
  },
} satisfies Record<PageDataKind, (value: unknown, key: string) => boolean>;

/**
 * The embedded data of one kind and key (parsed once per document), or undefined when the page
 * has none for it (no element, bad JSON, another key, not the shape).
 */
export function readPageData<K extends PageDataKind>(
  kind: K,
  key: string,
  doc: DocumentLike | undefined = globalThis.document,
): PageDataKinds[K] | undefined {
  return pageDataEntry(pageData(doc), kind, key);
}

/**
 * One entry of page data already in hand (the page server's, for one render), checked the same
 * way: undefined when it has none of that kind and key or not of its shape.
 */
export function pageDataEntry<K extends PageDataKind>(
  data: PageData | null | undefined,
  kind: K,
  key: string,
): PageDataKinds[K] | undefined {
  const entries = data?.[kind] as Record<string, unknown> | undefined;
  const value = entries && Object.prototype.hasOwnProperty.call(entries, key) ? entries[key] : undefined;
  return value !== undefined && matches[kind](value, key) ? (value as PageDataKinds[K]) : undefined;
}
