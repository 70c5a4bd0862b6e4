/**
 * A fake products API on global fetch, answering as the server does: pages with filters (category,
 * search, price, stock, rating), their facet counts and sorts,
 * one product by id (404 for unknown or archived ids), a product's reviews (one page, from the
 * product's own), the featured offer, and failures or a hang on demand. The bare whole-list GET is refused (the apps
 * must not use it).
 */
import type { CatalogueProduct } from 'shared-contracts';
import {
  activeVariants,
  FEATURED_OFFER_PATHS,
  parseOptionParams,
  PRODUCT_API_PATHS,
  STOCK_TEXT,
  type FeaturedOffer,
  type ProductFacets,
  type ProductPage,
  type ReviewPage,
} from 'shared-contracts/catalogue';
import { TEST_API } from './renderPage';

const json = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;

export interface FakeProductsApi {
  /** The stored products (archived ones included); tests may change it. */
  products: CatalogueProduct[];
  /** The admin's featured offer GET /api/featured-offer answers (none by default). */
  offer: FeaturedOffer | null;
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  /** Paths and queries asked for, in order. */
  urls: () => string[];
  /** Answer every request with this status (null: answer normally). */
  failWith: (status: number | null) => void;
  /** Never answer (until released). */
  hold: () => void;
  release: () => void;
}

/** The price, stock, rating and option filters of a query, each a test, by name (for the facets' "all but its own"). */
function filterTests(params: URLSearchParams): Array<[string, (p: CatalogueProduct) => boolean]> {
  const tests: Array<[string, (p: CatalogueProduct) => boolean]> = [];
  const min = params.get('minPricePaise');
  const max = params.get('maxPricePaise');
  const rating = params.get('minRating');
  const paise = (p: CatalogueProduct) => Math.round(p.price * 100);
  if (min !== null || max !== null)
    tests.push([
      'price',
      (p) => (min === null || paise(p) >= Number(min)) && (max === null || paise(p) <= Number(max)),
    ]);
  if (params.get('inStock') === 'true') tests.push(['inStock', (p) => p.stock > 0]);
  if (rating !== null) tests.push(['rating', (p) => p.avgRating >= Number(rating)]);
  const options = parseOptionParams(params.getAll('option'));
  if ('problem' in options) throw new Error(`option ${options.problem}`);
  for (const { name, values } of options)
    tests.push([
      `option:${name}`,
      (p) => {
        const at = (p.options ?? []).findIndex((option) => option.name === name);
        return at >= 0 && activeVariants(p).some((variant) => values.includes(variant.optionValues[at] ?? ''));
      },
    ]);
  return tests;
}

function facetsOf(list: readonly CatalogueProduct[], params: URLSearchParams): ProductFacets {
  const tests = filterTests(params);
  const passesAllBut = (p: CatalogueProduct, skipped: string) =>
    tests.every(([name, passes]) => name === skipped || passes(p));
  const facets: ProductFacets = { price: null, inStock: 0, ratedAtLeast4: 0, categories: {} };
  for (const p of list) {
    const paise = Math.round(p.price * 100);
    if (passesAllBut(p, 'price'))
      facets.price = facets.price
        ? { minPaise: Math.min(facets.price.minPaise, paise), maxPaise: Math.max(facets.price.maxPaise, paise) }
        : { minPaise: paise, maxPaise: paise };
    if (p.stock > 0 && passesAllBut(p, 'inStock')) facets.inStock += 1;
    if (p.avgRating >= 4 && passesAllBut(p, 'rating')) facets.ratedAtLeast4 += 1;
    if (passesAllBut(p, '')) facets.categories[p.category] = (facets.categories[p.category] ?? 0) + 1;
  }
  return facets;
}

function listPage(products: readonly CatalogueProduct[], params: URLSearchParams): ProductPage {
  const category = params.get('category')?.toLowerCase();
  const q = params.get('q')?.trim().toLowerCase();
  const searched = products.filter(
    (p) =>
      p.status === 'active' &&
      (!category || p.category.toLowerCase() === category) &&
      (!q || p.productName.toLowerCase().includes(q) || p.category.toLowerCase().includes(q)),
  );
  const tests = filterTests(params);
  let list = searched.filter((p) => tests.every(([, passes]) => passes(p)));
  const sort = params.get('sort');
  const byName = (a: CatalogueProduct, b: CatalogueProduct) =>
    a.productName.toLowerCase().localeCompare(b.productName.toLowerCase());
  if (sort === 'name-asc') list = list.slice().sort(byName);
  if (sort === 'name-desc') list = list.slice().sort((a, b) => byName(b, a));
  if (sort === 'newest') list = list.slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const limit = Number(params.get('limit') ?? 24);
  const offset = Number(params.get('offset') ?? 0);
  if (limit > 100) throw new Error(`limit ${limit} is above 100`);
  const page: ProductPage = { products: list.slice(offset, offset + limit), total: list.length, limit, offset };
  return params.get('facets') === 'true' ? { ...page, facets: facetsOf(searched, params) } : page;
}

function reviewPage(product: CatalogueProduct): ReviewPage {
  const reviews = product.reviews.map((review, i) => ({
    id: `${product.id}-r${i}`,
    productId: product.id,
    name: review.name ?? 'Visitor',
    rating: review.rating,
    text: review.text,
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
    verifiedPurchase: false,
    mine: false,
    seed: true,
  }));
  return {
    reviews,
    total: reviews.length,
    limit: 10,
    offset: 0,
    avgRating: product.avgRating,
    reviewCount: product.reviewCount,
  };
}

export function fakeProductsApi(initial: readonly CatalogueProduct[]): FakeProductsApi {
  let failing: number | null = null;
  let held: Array<() => void> | null = null;
  const api: FakeProductsApi = {
    products: initial.slice(),
    offer: null,
    fetch: jest.fn(),
    urls: () => api.fetch.mock.calls.map(([url]) => url.slice(TEST_API.length)),
    failWith: (status) => {
      failing = status;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((answer) => answer());
    },
  };

  function answer(url: string): Response {
    if (failing) return json({ message: 'Service unavailable' }, failing);
    const { pathname, searchParams } = new URL(url);
    if (pathname === FEATURED_OFFER_PATHS.public) return json({ offer: api.offer });
    if (pathname === PRODUCT_API_PATHS.products) {
      if ([...searchParams.keys()].length === 0)
        throw new Error('the whole-list GET /api/products is going away: ask for pages');
      return json(listPage(api.products, searchParams));
    }
    const [id = '', reviews] = pathname
      .slice(`${PRODUCT_API_PATHS.products}/`.length)
      .split('/')
      .map(decodeURIComponent);
    const product = api.products.find((p) => p.id === id);
    if (reviews === 'reviews' && product) return json(reviewPage(product));
    if (!product) return json({ message: `No product with id '${id}' is sold here.` }, 404);
    if (product.status !== 'active') return json({ message: STOCK_TEXT.noLongerAvailable }, 404);
    return json(product);
  }

  api.fetch.mockImplementation((url: string, init?: RequestInit) => {
    if (!url.startsWith(TEST_API)) return Promise.reject(new Error(`unexpected fetch ${url}`));
    return new Promise<Response>((resolve, reject) => {
      const respond = () => {
        try {
          resolve(answer(url));
        } catch (error) {
          reject(error);
        }
      };
      init?.signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      );
      if (held) held.push(respond);
      else respond();
    });
  });
  globalThis.fetch = api.fetch as unknown as typeof fetch;
  return api;
}
