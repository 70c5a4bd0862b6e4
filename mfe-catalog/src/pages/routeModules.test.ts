/**
 * @jest-environment node
 *
 * Each exposed page's loader and head, as a page server calls them: the loader reads the API through
 * the `fetchApi` it is given, the head is written from the loader's data and the site's context.
 */
import { HERO_SIZES } from '../features/home/utils/heroSizes';
import {
  categoryPageQuery,
  DEFAULT_CONFIG,
  HOME_FEATURED_PRODUCT_IDS,
  HOME_SECTIONS,
  homeSectionQueries,
  productListSearch,
  type CatalogueProduct,
  type FetchApi,
  type RouteHeadContext,
  type RouteLoaded,
  type ServerRouteModule,
} from 'shared-contracts';
import { readShopParams, SEED_ART_CARD_LAYOUT, shopPageQuery } from 'shared-contracts/catalogue';
import { catalogueProduct } from '../test/productFixtures';
import { jsonLdProblems } from '../features/seo/jsonLdSchema';
import * as AboutPage from './AboutPage';
import * as CategoryPage from './CategoryPage';
import type { CategoryData } from './CategoryPage.route';
import type { HomeData } from './HomePage.route';
import * as HomePage from './HomePage';
import * as PrivacyPolicyPage from './PrivacyPolicyPage';
import * as ProductPage from './ProductPage';
import * as ShopPage from './ShopPage';

const SITE = 'https://shop.example.in';
const API = 'http://localhost:4000';
const context: RouteHeadContext = {
  siteUrl: SITE,
  config: { ...DEFAULT_CONFIG, storeName: 'Furniture Store', apiBaseUrl: API },
  shellOrigin: 'https://cdn.example.in',
  defaultDescription: 'Handcrafted solid-wood furniture from India.',
};

// Each page is a route module of the shared contract (a type error here is a broken contract).
const typed: {
  home: ServerRouteModule<HomeData>;
  shop: ServerRouteModule<null>;
  product: ServerRouteModule<CatalogueProduct>;
  category: ServerRouteModule<CategoryData>;
  about: ServerRouteModule<null>;
  privacy: ServerRouteModule<null>;
} = {
  home: HomePage,
  shop: ShopPage,
  product: ProductPage,
  category: CategoryPage,
  about: AboutPage,
  privacy: PrivacyPolicyPage,
};
const modules: Record<string, { default: unknown; loader: unknown; head: unknown }> = typed;

const product = (id: string, fields: Partial<CatalogueProduct> = {}) =>
  catalogueProduct({
    id,
    productName: `Sheesham Chair ${id}`,
    imgUrl: `${API}/seed-art/${id}-abcd1234.svg`,
    ...fields,
  });

const CHAIR = product('01', {
  productName: 'Sheesham Wood Chair',
  shortDesc: 'A sturdy chair in sheesham.',
  reviews: [{ name: 'Meera', rating: 5, text: 'Sturdy.' }],
  reviewCount: 3,
  avgRating: 4.33,
});
const TABLE = product('04', { productName: 'Teak Study Table', category: 'Study Table', stock: 0 });
const CATALOGUE = [CHAIR, TABLE];

/** The API as the page server's fetchApi answers: paths on the API, its own statuses. */
function fakeApi(overrides: (path: string) => Response | undefined = () => undefined) {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (pathAndQuery) => {
    asked.push(pathAndQuery);
    const url = new URL(pathAndQuery, API);
    const override = overrides(url.pathname + url.search);
    if (override) return override;
    const reviews = /^\/api\/products\/([^/]+)\/reviews$/.exec(url.pathname);
    if (reviews) return Response.json({ reviews: [], total: 0, limit: 10, offset: 0, avgRating: 0, reviewCount: 0 });
    const one = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const found = CATALOGUE.find((p) => p.id === decodeURIComponent(one[1]!));
      return found ? Response.json(found) : Response.json({ message: 'No such product' }, { status: 404 });
    }
    const category = url.searchParams.get('category');
    const list = CATALOGUE.filter((p) => !category || p.category === category);
    return Response.json({ products: list, total: list.length, limit: 24, offset: 0 });
  };
  return { fetchApi, asked };
}

const args = (path: string, params: Record<string, string> = {}, fetchApi: FetchApi = fakeApi().fetchApi) => {
  const url = new URL(path, SITE);
  return { params, searchParams: url.searchParams, url, fetchApi };
};

function loaded<Data>(result: RouteLoaded<Data>) {
  if (result.status !== 200) throw new Error(`expected a page, got ${result.status}`);
  return result;
}

describe('every exposed page', () => {
  it.each(Object.keys(modules))('%s exports its component, loader and head', (name) => {
    const module = modules[name]!;
    expect(typeof module.default).toBe('function');
    expect(typeof module.loader).toBe('function');
    expect(typeof module.head).toBe('function');
  });
});

describe('the product page', () => {
  it('loads the product whole and its first reviews, and heads the page with its card', async () => {
    const result = loaded(await ProductPage.loader(args('/shop/01?utm_source=x', { id: '01' })));
    expect(result.pageData).toEqual({
      product: { '01': CHAIR },
      reviewPage: { '01': expect.objectContaining({ reviews: [] }) },
    });
    const head = ProductPage.head(result.data, context);
    expect(head).toMatchObject({
      leadImage: CHAIR.imgUrl,
      title: 'Furniture Store - Sheesham Wood Chair',
      description: 'A sturdy chair in sheesham.',
      canonical: `${SITE}/shop/01`,
      noindex: false,
      ogType: 'product',
      ogImage: {
        url: `${API}/seed-art/01-abcd1234.card${SEED_ART_CARD_LAYOUT}.png`,
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: 'Sheesham Wood Chair',
      },
    });
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({
      name: 'Sheesham Wood Chair',
      sku: '01',
      url: `${SITE}/shop/01`,
      image: [`${API}/seed-art/01-abcd1234.card${SEED_ART_CARD_LAYOUT}.png`],
      offers: { price: '4500.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
    });
    expect(head.jsonLd[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/home` },
      { '@type': 'ListItem', position: 2, name: 'Chair', item: `${SITE}/category/chair` },
      { '@type': 'ListItem', position: 3, name: 'Sheesham Wood Chair', item: `${SITE}/shop/01` },
    ]);
  });

  it('is a 404 for a product the shop does not sell', async () => {
    expect(await ProductPage.loader(args('/shop/99', { id: '99' }))).toEqual({ status: 404 });
  });

  it('leaves out reviews it could not read, and rejects when the API fails', async () => {
    const noReviews = fakeApi((path) =>
      path.endsWith('/reviews?limit=10&offset=0') ? new Response('', { status: 500 }) : undefined,
    );
    const result = loaded(await ProductPage.loader(args('/shop/01', { id: '01' }, noReviews.fetchApi)));
    expect(result.pageData).toEqual({ product: { '01': CHAIR } });
    const down = fakeApi(() => Response.json({ message: 'down' }, { status: 503 }));
    await expect(ProductPage.loader(args('/shop/01', { id: '01' }, down.fetchApi))).rejects.toThrow();
    const another = fakeApi((path) => (path === '/api/products/01' ? Response.json(TABLE) : undefined));
    await expect(ProductPage.loader(args('/shop/01', { id: '01' }, another.fetchApi))).rejects.toThrow();
  });

  it('an SVG that is not seed art gets no preview image; an uploaded picture is its own', () => {
    const drawn = ProductPage.head(product('09', { imgUrl: 'https://res.cloudinary.com/d/sofa.svg' }), context);
    expect(drawn.ogImage).toBeNull();
    expect(drawn.jsonLd[0]).not.toHaveProperty('image');
    const upload = ProductPage.head(product('08', { imgUrl: 'https://res.cloudinary.com/d/bed.png' }), context);
    expect(upload.ogImage).toMatchObject({ url: 'https://res.cloudinary.com/d/bed.png', width: 400, height: 300 });
  });
});

describe('the category page', () => {
  it('loads its first products as cards, and heads the page with its text and ItemList', async () => {
    const result = loaded(await CategoryPage.loader(args('/category/Study-Table', { categoryName: 'Study-Table' })));
    const key = productListSearch(categoryPageQuery('Study Table'));
    expect(Object.keys(result.pageData?.productPage ?? {})).toEqual([key]);
    expect(result.pageData?.productPage?.[key]?.products[0]).toMatchObject({ id: '04', description: '', reviews: [] });
    const head = CategoryPage.head(result.data, context);
    expect(head.title).toBe('Furniture Store - Study Table');
    expect(head.description).toBe(
      'Study Table in solid wood at Furniture Store: 1 design handcrafted in India, with free shipping and easy returns.',
    );
    expect(head.canonical).toBe(`${SITE}/category/study-table`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, url: `${SITE}/shop/04`, name: 'Teak Study Table' }],
      }),
    ]);
  });

  it('loads the products its URL’s filters keep, under the key the category page reads; the canonical drops them', async () => {
    const api = fakeApi();
    const search = 'stock=1&max=20000&sort=za';
    const result = loaded(
      await CategoryPage.loader(args(`/category/study-table?${search}`, { categoryName: 'study-table' }, api.fetchApi)),
    );
    const key = productListSearch(categoryPageQuery('Study Table', readShopParams(new URLSearchParams(search))));
    expect(key).toBe('limit=100&offset=0&category=Study+Table&maxPricePaise=2000000&inStock=true&facets=true');
    expect(api.asked).toEqual([`/api/products?${key}`]);
    expect(Object.keys(result.pageData?.productPage ?? {})).toEqual([key]);
    expect(CategoryPage.head(result.data, context).canonical).toBe(`${SITE}/category/study-table`);
  });

  it('is a 404 for a name that is no category, without asking the API', async () => {
    const api = fakeApi();
    expect(await CategoryPage.loader(args('/category/lamps', { categoryName: 'lamps' }, api.fetchApi))).toEqual({
      status: 404,
    });
    expect(api.asked).toEqual([]);
  });
});

describe('the home page', () => {
  it('loads every section and the featured products, and heads the page with Organization and WebSite', async () => {
    const api = fakeApi((path) =>
      path === `/api/products/${HOME_FEATURED_PRODUCT_IDS.hero}`
        ? Response.json(product(HOME_FEATURED_PRODUCT_IDS.hero))
        : undefined,
    );
    const result = loaded(await HomePage.loader(args('/home', {}, api.fetchApi)));
    const keys = [...new Set(HOME_SECTIONS.flatMap(homeSectionQueries).map(productListSearch))].sort();
    expect(Object.keys(result.pageData?.productPage ?? {}).sort()).toEqual(keys);
    // The offer's product is not sold: left out, the page still served.
    expect(Object.keys(result.pageData?.product ?? {})).toEqual([HOME_FEATURED_PRODUCT_IDS.hero]);
    const head = HomePage.head(result.data, context);
    expect(head).toMatchObject({
      title: 'Furniture Store - Home',
      description: context.defaultDescription,
      canonical: `${SITE}/home`,
      // The hero's picture, preloaded by the head with the sizes it shows at (the same copy is picked).
      leadImage: product(HOME_FEATURED_PRODUCT_IDS.hero).imgUrl,
      leadImageSizes: HERO_SIZES,
    });
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({ logo: 'https://cdn.example.in/favicon.svg' });
    expect(head.jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}/shop?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('the home page’s featured offer', () => {
  it('embeds the admin’s offer and its product (not the default couch), so the server renders it', async () => {
    const offer = { productId: '04', endsAt: '2099-01-01T00:00:00.000Z' };
    const api = fakeApi((path) => (path === '/api/featured-offer' ? Response.json({ offer }) : undefined));
    const result = loaded(await HomePage.loader(args('/home', {}, api.fetchApi)));
    expect(result.pageData?.featuredOffer).toEqual({ home: { offer } });
    expect(Object.keys(result.pageData?.product ?? {})).toEqual(['04']);
    expect(api.asked).not.toContain(`/api/products/${HOME_FEATURED_PRODUCT_IDS.offer}`);
  });

  it('asks for the offer’s product while the product sections are still on their way (one round trip of the page’s budget)', async () => {
    const offer = { productId: '04', endsAt: '2099-01-01T00:00:00.000Z' };
    const events: string[] = [];
    let answerSections: () => void = () => undefined;
    const sectionsHeld = new Promise<void>((resolve) => (answerSections = resolve));
    const api = fakeApi();
    const fetchApi: FetchApi = async (pathAndQuery) => {
      const path = new URL(pathAndQuery, API).pathname;
      if (path === '/api/featured-offer') return Response.json({ offer });
      if (path === '/api/products') {
        await sectionsHeld;
        events.push('a section answered');
      }
      if (path === '/api/products/04') {
        events.push('offer product asked');
        answerSections();
      }
      return api.fetchApi(pathAndQuery);
    };
    // Sections answer once the offer's product is asked for, or after a while: a loader that waits
    // for the sections first asks for it only after they answered.
    const late = setTimeout(answerSections, 200);

    const result = loaded(await HomePage.loader(args('/home', {}, fetchApi)));

    clearTimeout(late);
    expect(events[0]).toBe('offer product asked');
    expect(Object.keys(result.pageData?.product ?? {})).toEqual(['04']);
  });

  it('embeds “no offer” as such, and leaves out an offer it could not read (the page reads it itself)', async () => {
    const none = fakeApi((path) => (path === '/api/featured-offer' ? Response.json({ offer: null }) : undefined));
    const withNone = loaded(await HomePage.loader(args('/home', {}, none.fetchApi)));
    expect(withNone.pageData?.featuredOffer).toEqual({ home: { offer: null } });
    expect(none.asked).toContain(`/api/products/${HOME_FEATURED_PRODUCT_IDS.offer}`);
    const down = fakeApi((path) =>
      path === '/api/featured-offer' ? Response.json({ message: 'down' }, { status: 503 }) : undefined,
    );
    expect(loaded(await HomePage.loader(args('/home', {}, down.fetchApi))).pageData).not.toHaveProperty(
      'featuredOffer',
    );
  });
});

describe('the shop page', () => {
  it('loads the URL’s own page under the key the shop reads, and canonicalises to the unfiltered shop', async () => {
    const api = fakeApi();
    const search = 'q=teak&sort=za&category=study-table';
    const result = loaded(await ShopPage.loader(args(`/shop?${search}`, {}, api.fetchApi)));
    const key = productListSearch(shopPageQuery(readShopParams(new URLSearchParams(search))));
    expect(api.asked).toEqual([`/api/products?${key}`]);
    expect(key).toContain('sort=name-desc');
    expect(Object.keys(result.pageData?.productPage ?? {})).toEqual([key]);
    expect(ShopPage.head(result.data, context)).toMatchObject({
      title: 'Furniture Store - Shop',
      description:
        "Browse all of Furniture Store's solid-wood furniture: search, filter by category and sort sofas, beds, tables, chairs and cabinets.",
      canonical: `${SITE}/shop`,
    });
  });

  it('embeds nothing for a query the API refuses, and rejects when the API fails', async () => {
    const refused = fakeApi(() => Response.json({ message: 'offset too large' }, { status: 400 }));
    expect(await ShopPage.loader(args('/shop?page=999999999', {}, refused.fetchApi))).toEqual({
      status: 200,
      data: null,
      pageData: null,
    });
    const down = fakeApi(() => Response.json({ message: 'down' }, { status: 503 }));
    await expect(ShopPage.loader(args('/shop', {}, down.fetchApi))).rejects.toThrow();
    const busy = fakeApi(() => Response.json({ message: 'slow down' }, { status: 429 }));
    await expect(ShopPage.loader(args('/shop', {}, busy.fetchApi))).rejects.toThrow();
  });
});

describe('the information pages', () => {
  it('need no data and carry their own title, description and canonical URL', async () => {
    const about = loaded(await typed.about.loader(args('/about')));
    expect(about.pageData).toBeNull();
    expect(AboutPage.head(about.data, context)).toMatchObject({
      title: 'Furniture Store - About us',
      description:
        'About Furniture Store: solid-wood furniture handcrafted in India by carpenters we know, delivered free to your door.',
      canonical: `${SITE}/about`,
    });
    const privacy = loaded(await typed.privacy.loader(args('/privacy-policy')));
    expect(PrivacyPolicyPage.head(privacy.data, context)).toMatchObject({
      title: 'Furniture Store - Privacy Policy',
      description: 'How Furniture Store collects, uses and protects your personal information when you shop with us.',
      canonical: `${SITE}/privacy-policy`,
    });
  });
});

test('every JSON-LD block the pages write is valid against the schema', async () => {
  const product01 = loaded(await ProductPage.loader(args('/shop/01', { id: '01' })));
  const table = loaded(await ProductPage.loader(args('/shop/04', { id: '04' })));
  const category = loaded(await CategoryPage.loader(args('/category/chair', { categoryName: 'chair' })));
  const blocks = [
    ...ProductPage.head(product01.data, context).jsonLd,
    ...ProductPage.head(table.data, context).jsonLd,
    ...CategoryPage.head(category.data, context).jsonLd,
    ...HomePage.head({ heroImage: null }, context).jsonLd,
  ];
  expect(blocks.map((block) => block['@type'])).toEqual([
    'Product',
    'BreadcrumbList',
    'Product',
    'BreadcrumbList',
    'ItemList',
    'Organization',
    'WebSite',
  ]);
  expect(blocks.flatMap((block) => jsonLdProblems(block))).toEqual([]);
});
