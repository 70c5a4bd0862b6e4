/**
 * Each catalogue page renders the same on the page server and in the browser's hydration
 * pass (no mismatch, no console error, the server's elements kept), whatever the shopper has in
 * their cart, wishlist and session: those follow in the renders after it.
 */
import { act } from 'react';
import { within } from '@testing-library/react';
import {
  categoryPageQuery,
  EMPTY_CART,
  FEATURED_OFFER_PAGE_KEY,
  HOME_FEATURED_PRODUCT_IDS,
  HOME_SECTIONS,
  homeSectionQueries,
  productListSearch,
  publishCart,
  publishWishlist,
  type PageData,
} from 'shared-contracts';
import { SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import type { ProductPage as ProductListPage } from 'shared-contracts/catalogue';
import { WHOLE_LIST_MAX } from '../features/catalogue/state/wholeCatalogue';
import { resetCatalogue } from '../test/freshCatalogue';
import { readShopParams } from '../features/shop/hooks/useShopParams';
import { shopPageQuery } from '../features/shop/hooks/useShopResults';
import { SEARCH_COMMIT_DELAY_MS } from '../features/shop/hooks/useSearchDraft';
import { review } from '../features/reviews/test/fakeReviewsServer';
import { embedPageData, removePageData } from '../test/embedPageData';
import { fakeProductsApi } from '../test/fakeProductsApi';
import { installFakeEventSource, removeFakeEventSource } from '../test/fakeEventSource';
import { FIXTURE_PRODUCTS, fixture, manyStools } from '../test/productFixtures';
import AboutPage from './AboutPage';
import CategoryPage from './CategoryPage';
import HomePage from './HomePage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import ProductPage from './ProductPage';
import ShopPage from './ShopPage';
import { hydrateLikeTheShell, serverHtml, type HydratedPage, type ServerPage } from './testing/serverRendering';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const CHAIR = fixture('01');
const CHAIR_IN_VERSIONS = {
  ...CHAIR,
  options: [{ name: 'Finish', values: ['Teak', 'Walnut'] }],
  variants: [
    { sku: 'CH-TEAK', optionValues: ['Teak'], price: 6499, stock: 10, status: 'active' as const },
    {
      sku: 'CH-WAL',
      optionValues: ['Walnut'],
      price: 7299,
      stock: 2,
      status: 'active' as const,
      images: ['https://img.example/01-walnut.svg'],
    },
  ],
};
const SIGNED_IN: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'u1', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User',
  getIdToken: async () => 'token-u1',
};

/** A page of the fixtures as the page server embeds it for cards (no description, no reviews). */
function pageFor(query: { category?: string; limit?: number; sort?: string }): ProductListPage {
  const products = FIXTURE_PRODUCTS.filter((p) => !query.category || p.category === query.category).map((p) => ({
    ...p,
    description: '',
    reviews: [],
  }));
  return {
    products: products.slice(0, query.limit ?? 24),
    total: products.length,
    limit: query.limit ?? 24,
    offset: 0,
  };
}

const homeQueries = HOME_SECTIONS.flatMap(homeSectionQueries);
const REVIEWS = [
  review(3, { productId: '01', name: 'Meera' }),
  review(2, { productId: '01' }),
  review(1, { productId: '01' }),
];

interface Case {
  page: ServerPage;
  pageData: PageData | null;
  /** In the server's HTML (before any script). */
  serverShows: string[];
}

const CASES: Record<string, Case> = {
  home: {
    page: { module: 'catalog/HomePage', Page: HomePage, url: '/home' },
    pageData: {
      productPage: Object.fromEntries(homeQueries.map((q) => [productListSearch(q), pageFor(q)])),
      product: Object.fromEntries(Object.values(HOME_FEATURED_PRODUCT_IDS).map((id) => [id, fixture(id)])),
      featuredOffer: { [FEATURED_OFFER_PAGE_KEY]: { offer: null } },
    },
    // The hero's picture (by its alt text) and the offer's couch come from the embedded products.
    serverShows: [
      'Furniture made by hand, to be handed down',
      'alt="Chettinad Teak Three-Seater Sofa"',
      'Quality couch: Jodhpur Mango Wood Couch',
      'Trending Products',
      'Sheesham Arm Chair',
      'Teak Display Cabinet',
      'Limited offer',
    ],
  },
  homeWithOffer: {
    page: { module: 'catalog/HomePage', Page: HomePage, url: '/home' },
    pageData: {
      productPage: Object.fromEntries(homeQueries.map((q) => [productListSearch(q), pageFor(q)])),
      product: {
        [HOME_FEATURED_PRODUCT_IDS.hero]: fixture(HOME_FEATURED_PRODUCT_IDS.hero),
        '04': { ...fixture('04'), compareAtPrice: fixture('04').price + 1000 },
      },
      featuredOffer: { [FEATURED_OFFER_PAGE_KEY]: { offer: { productId: '04', endsAt: '2099-01-01T00:00:00.000Z' } } },
    },
    // The admin's offer: its product, its price struck through and the link to it, not the couch.
    serverShows: ['Limited offer', `>${fixture('04').productName}</h2>`, 'Was ', 'See the offer', 'href="/shop/04"'],
  },
  shop: {
    page: { module: 'catalog/ShopPage', Page: ShopPage, url: '/shop?category=chair&q=teak' },
    pageData: {
      productPage: {
        [productListSearch(shopPageQuery(readShopParams(new URLSearchParams('category=chair&q=teak'))))]: {
          products: [fixture('04')],
          total: 1,
          limit: 24,
          offset: 0,
        },
      },
    },
    serverShows: ['Shop', 'Sort by', 'Teak Dining Chair', 'Showing 1–1 of 1 products'],
  },
  // Filtered: the page carries the filter panel's counts, so the server's panel and the hydrated one agree.
  shopFiltered: {
    page: { module: 'catalog/ShopPage', Page: ShopPage, url: '/shop?min=3000&max=5000&stock=1' },
    pageData: {
      productPage: {
        [productListSearch(shopPageQuery(readShopParams(new URLSearchParams('min=3000&max=5000&stock=1'))))]: {
          products: [fixture('04')],
          total: 1,
          limit: 24,
          offset: 0,
          facets: {
            price: { minPaise: 390000, maxPaise: 4200000 },
            inStock: 1,
            ratedAtLeast4: 1,
            categories: { Chair: 1 },
          },
        },
      },
    },
    serverShows: [
      'Teak Dining Chair',
      'Showing 1–1 of 1 products',
      'In stock only (1)',
      '4★ & up (1)',
      'value="3000"',
      'placeholder="₹42,000"',
      'Clear filters',
    ],
  },
  shopWithoutData: {
    page: { module: 'catalog/ShopPage', Page: ShopPage, url: '/shop?page=2' },
    pageData: null,
    serverShows: ['Shop', 'Sort by'],
  },
  product: {
    page: { module: 'catalog/ProductPage', Page: ProductPage, url: '/shop/01' },
    pageData: {
      // With a gallery: the thumbnails and the chosen one are in the server's HTML too.
      product: { '01': { ...CHAIR, images: [CHAIR.imgUrl, 'https://img.example/01-side.svg'] } },
      reviewPage: { '01': { reviews: REVIEWS, total: 3, limit: 10, offset: 0, avgRating: 4, reviewCount: 3 } },
    },
    serverShows: [
      'Sheesham Arm Chair',
      'https://img.example/01-side.svg',
      'Sheesham Arm Chair, picture 2 of 2',
      'aria-current="true"',
      '₹6,499',
      'All about Sheesham Arm Chair.',
      'Customer reviews',
      'Review number 3',
      'Meera',
      '4 Jan 2026',
    ],
  },
  productVariant: {
    page: { module: 'catalog/ProductPage', Page: ProductPage, url: '/shop/01?variant=CH-WAL' },
    pageData: { product: { '01': CHAIR_IN_VERSIONS } },
    // The version the link names, its price, stock and picture, before any script runs.
    serverShows: [
      'Finish: <span class="cat-variants__chosen">Walnut</span>',
      'checked="" value="Walnut"',
      '₹7,299',
      'Only 2 left',
      'https://img.example/01-walnut.svg',
    ],
  },
  category: {
    page: { module: 'catalog/CategoryPage', Page: CategoryPage, url: '/category/study-table' },
    pageData: {
      productPage: { [productListSearch(categoryPageQuery('Study Table'))]: pageFor(categoryPageQuery('Study Table')) },
    },
    serverShows: ['Study Table', 'Teak Study Table', 'Sheesham Writing Desk', '2 products'],
  },
  about: {
    page: { module: 'catalog/AboutPage', Page: AboutPage, url: '/about' },
    pageData: null,
    serverShows: ['About us', 'Browse the shop'],
  },
  privacy: {
    page: { module: 'catalog/PrivacyPolicyPage', Page: PrivacyPolicyPage, url: '/privacy-policy' },
    pageData: null,
    serverShows: ['Privacy Policy', 'Your cart and wishlist'],
  },
};

let hydrated: HydratedPage | null = null;
let container: HTMLElement;

beforeEach(() => {
  resetCatalogue();
  installFakeEventSource();
  // The browser's reads after hydration never answer: only the server's HTML and the page data count.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise<Response>(() => undefined)) });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  jest.useRealTimers();
  hydrated?.unmount();
  hydrated = null;
  container.remove();
  removePageData();
  removeFakeEventSource();
  Reflect.deleteProperty(globalThis, 'fetch');
  act(() => {
    publishCart(EMPTY_CART);
    publishWishlist([]);
  });
});

/** Server HTML (the page data handed to the render only), then the document as the browser gets it. */
function serve({ page, pageData, serverShows }: Case): string {
  const html = serverHtml(page, pageData);
  // React separates adjacent text nodes with empty comments; what a reader sees has none.
  const shown = html.replace(/<!-- -->/g, '');
  for (const text of serverShows) expect(shown).toContain(text.replace(/&/g, '&amp;'));
  // The pages' CSP refuses style attributes in HTML (React sets styles through the DOM, which it allows).
  expect(html).not.toMatch(/\sstyle="/);
  container.innerHTML = html;
  if (pageData) embedPageData(pageData);
  return html;
}

describe.each(Object.entries(CASES))('the %s page, server-rendered', (_name, testCase) => {
  it('hydrates without a mismatch or a console error, keeping every element the server sent', async () => {
    serve(testCase);
    const sent = [...container.querySelectorAll('*')];
    expect(sent.length).toBeGreaterThan(3);
    // The shopper's lists are already known in this browser; the server knew nothing of them.
    publishCart({
      items: [
        {
          id: '01',
          productName: CHAIR.productName,
          imgUrl: CHAIR.imgUrl,
          price: CHAIR.price,
          quantity: 12,
          totalPrice: 12 * CHAIR.price,
        },
      ],
      totalQuantity: 12,
      totalAmount: 12 * CHAIR.price,
    });
    publishWishlist([{ id: '01', productName: CHAIR.productName, imgUrl: CHAIR.imgUrl, price: CHAIR.price }]);
    const consoleError = jest.spyOn(console, 'error');
    const recoverable = jest.fn();

    hydrated = await hydrateLikeTheShell(container, testCase.page, recoverable);
    await hydrated.signIn(SIGNED_IN);

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(sent.filter((element) => !container.contains(element))).toEqual([]);
  });
});

describe('per-shopper parts follow after hydration', () => {
  it("the product page shows the reviews from page data, then the shopper's cart, wishlist and review form", async () => {
    const html = serve(CASES.product!);
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('in your cart');
    expect(html).toContain('Checking for your review');
    publishCart({
      items: [
        {
          id: '01',
          productName: CHAIR.productName,
          imgUrl: CHAIR.imgUrl,
          price: CHAIR.price,
          quantity: 12,
          totalPrice: 0,
        },
      ],
      totalQuantity: 12,
      totalAmount: 0,
    });
    publishWishlist([{ id: '01', productName: CHAIR.productName, imgUrl: CHAIR.imgUrl, price: CHAIR.price }]);
    const heading = container.querySelector('h1');
    const firstReview = container.querySelector('.cat-reviews li');

    hydrated = await hydrateLikeTheShell(container, CASES.product!.page, jest.fn());
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('.cat-reviews li')).toBe(firstReview);
    expect(container.querySelector('[aria-label="Remove from wishlist"]')).toHaveAttribute('aria-pressed', 'true');
    expect(container).toHaveTextContent('All 12 in stock are in your cart.');
    // Still the server's reviews (the fresher read is held): no skeleton in between.
    expect(container.querySelectorAll('.cat-reviews li')).toHaveLength(3);
  });
});

describe('text typed into the search before hydration', () => {
  const SHOP: ServerPage = { module: 'catalog/ShopPage', Page: ShopPage, url: '/shop' };
  const cardNames = () =>
    within(container)
      .queryAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);

  /** The server's /shop, a shopper's typing into its search (no script has run), then hydration. */
  async function typeThenHydrate(typed: string): Promise<{ field: HTMLInputElement; consoleError: jest.SpyInstance }> {
    container.innerHTML = serverHtml(SHOP, null);
    const field = within(container).getByLabelText<HTMLInputElement>('Search');
    expect(field).toHaveValue('');
    field.value = typed;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const consoleError = jest.spyOn(console, 'error');
    jest.useFakeTimers();
    const recoverable = jest.fn();
    hydrated = await hydrateLikeTheShell(container, SHOP, recoverable);
    expect(recoverable).not.toHaveBeenCalled();
    return { field, consoleError };
  }

  it('stays in the field and filters the shop once typing pauses, as typed text does', async () => {
    fakeProductsApi(FIXTURE_PRODUCTS);
    const { field, consoleError } = await typeThenHydrate('cane');
    const page = hydrated!;
    expect(field).toHaveValue('cane');
    // The same pause as a keystroke's before the URL moves.
    await act(async () => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS - 1));
    expect(page.location()).toBe('/shop');
    expect(field).toHaveValue('cane');

    await act(async () => jest.advanceTimersByTime(1));
    expect(page.location()).toBe('/shop?q=cane');
    expect(cardNames()).toEqual(['Chettinad Cane Chair', 'Pondicherry Cane Lounge Chair']);
    expect(field).toHaveValue('cane');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks the server for the results of the typed search when the catalogue is paged', async () => {
    const api = fakeProductsApi([...FIXTURE_PRODUCTS, ...manyStools(WHOLE_LIST_MAX)]);
    const { field, consoleError } = await typeThenHydrate('cane');
    await act(async () => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(hydrated!.location()).toBe('/shop?q=cane');
    expect(api.urls()).toContain('/api/products?limit=24&offset=0&q=cane&facets=true');
    // The answer, then the query cache's notice to the page (a task of its own).
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(cardNames()).toEqual(['Chettinad Cane Chair', 'Pondicherry Cane Lounge Chair']);
    expect(field).toHaveValue('cane');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves a search the server rendered alone when nothing was typed', async () => {
    const api = fakeProductsApi([...FIXTURE_PRODUCTS, ...manyStools(WHOLE_LIST_MAX)]);
    container.innerHTML = serverHtml({ ...SHOP, url: '/shop?q=teak' }, null);
    jest.useFakeTimers();
    hydrated = await hydrateLikeTheShell(container, { ...SHOP, url: '/shop?q=teak' }, jest.fn());
    await act(async () => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(within(container).getByLabelText('Search')).toHaveValue('teak');
    expect(hydrated.location()).toBe('/shop?q=teak');
    expect(api.urls().filter((url) => url.includes('q='))).toEqual([
      '/api/products?limit=24&offset=0&q=teak&facets=true',
    ]);
  });
});

it('keeps a quantity typed into the product page before hydration through the renders after it', async () => {
  serve(CASES.product!);
  const field = within(container).getByLabelText<HTMLInputElement>('Quantity');
  expect(field).toHaveValue(1);
  field.value = '3';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const consoleError = jest.spyOn(console, 'error');

  hydrated = await hydrateLikeTheShell(container, CASES.product!.page, jest.fn());
  // The session and another cart line re-render the box: the quantity shown is the one it holds.
  await hydrated.signIn(SIGNED_IN);
  act(() =>
    publishCart({
      items: [{ id: '02', productName: 'Stool', imgUrl: CHAIR.imgUrl, price: 100, quantity: 1, totalPrice: 100 }],
      totalQuantity: 1,
      totalAmount: 100,
    }),
  );
  expect(field).toHaveValue(3);
  expect(consoleError).not.toHaveBeenCalled();
});
