/**
 * A route's status, head (title, description, canonical URL, OpenGraph, JSON-LD) and first data:
 * loadRouteData reads what it needs from the API (throwing when the API cannot answer: the caller
 * serves the plain page with a 503), buildPage puts it together with the shell's deployed config.
 */
import {
  categoryPageQuery,
  categoryPath,
  categorySlug,
  HOME_FEATURED_PRODUCT_IDS,
  HOME_SECTIONS,
  homeSectionQueries,
  pageTitle,
  productListSearch,
  productPath,
  ROUTES,
  type CatalogueProduct,
  type PageData,
} from 'shared-contracts';
import {
  readShopParams,
  shopPageQuery,
  type ProductListQuery,
  type ProductPage,
  type ReviewPage,
} from 'shared-contracts/catalogue';
import { fetchProduct } from '../catalogue/api/fetchProduct';
import { fetchProductPage } from '../catalogue/api/fetchProductPage';
import { fetchReviewPage } from '../catalogue/api/fetchReviewPage';
import { ApiResponseError } from '../catalogue/api/getJson';
import type { PageHead } from '../head/pageHead';
import { productPreviewImage } from '../head/productPreviewImage';
import type { PageRoute } from '../routes/matchRoute';
import type { FetchLike } from '../shell/api/revalidatingFile';
import type { ShellPage } from '../shell/api/shellPage';
import { categoryJsonLd } from '../structured-data/categoryJsonLd';
import { productBreadcrumbJsonLd, productJsonLd } from '../structured-data/productJsonLd';
import { organizationJsonLd, webSiteJsonLd } from '../structured-data/siteJsonLd';
import { categoryDescription, NOT_FOUND_TITLE, PAGE_TEXTS } from './routeTexts';

export interface PageSources {
  siteUrl: string;
  apiOrigin: string;
  shellOrigin: string;
  fetchImpl: FetchLike;
}

export interface BuiltPage {
  status: number;
  head: PageHead;
  pageData: PageData | null;
}

/**
 * A list page as embedded: its products without the long description and reviews, which no card
 * shows (the product page reads its product whole), so /home's data stays a few KB.
 */
const forCards = (page: ProductPage): ProductPage => ({
  ...page,
  products: page.products.map((product) => ({ ...product, description: '', reviews: [] })),
});

/** What a route needs from the API, read while the shell's page is being read. */
export type RouteData =
  /** featured: the hero's and the offer's products that could be read (the page reads the others itself). */
  | { kind: 'home'; pages: ProductPage[]; featured: CatalogueProduct[] }
  /** page: the first page of the URL's query, or null when the API refused that query (the page asks itself). */
  | { kind: 'shop'; query: ProductListQuery; page: ProductPage | null }
  /** reviews: the first page of the product's reviews, or null when they could not be read (the page then reads them itself). */
  | { kind: 'product'; product: CatalogueProduct | null; reviews: ReviewPage | null }
  | { kind: 'category'; page: ProductPage }
  | { kind: 'none' };

const HOME_QUERIES = HOME_SECTIONS.flatMap(homeSectionQueries);

/** null for a query the API refuses (4xx: a page number past what it takes); an API that fails still throws. */
const refusedAsNull = (error: unknown): null => {
  if (error instanceof ApiResponseError && error.status < 500) return null;
  throw error;
};

/** `search`: the request's query string (the shop's filters, search, sort and page). */
export async function loadRouteData(
  route: PageRoute,
  { apiOrigin, fetchImpl }: Pick<PageSources, 'apiOrigin' | 'fetchImpl'>,
  search = new URLSearchParams(),
): Promise<RouteData> {
  switch (route.kind) {
    case 'home': {
      const [pages, featured] = await Promise.all([
        Promise.all(HOME_QUERIES.map((query) => fetchProductPage(apiOrigin, query, fetchImpl))),
        Promise.all(
          Object.values(HOME_FEATURED_PRODUCT_IDS).map((id) =>
            fetchProduct(apiOrigin, id, fetchImpl).catch(() => null),
          ),
        ),
      ]);
      return { kind: 'home', pages, featured: featured.filter((product) => product !== null) };
    }
    case 'shop': {
      const query = shopPageQuery(readShopParams(search));
      return { kind: 'shop', query, page: await fetchProductPage(apiOrigin, query, fetchImpl).catch(refusedAsNull) };
    }
    case 'product': {
      const [product, reviews] = await Promise.all([
        fetchProduct(apiOrigin, route.id, fetchImpl),
        fetchReviewPage(apiOrigin, route.id, fetchImpl).catch(() => null),
      ]);
      return { kind: 'product', product, reviews: product ? reviews : null };
    }
    case 'category':
      return route.category
        ? { kind: 'category', page: await fetchProductPage(apiOrigin, categoryPageQuery(route.category), fetchImpl) }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

export function buildPage(
  route: PageRoute,
  data: RouteData,
  shell: ShellPage,
  defaultDescription: string,
  { siteUrl, shellOrigin }: Pick<PageSources, 'siteUrl' | 'shellOrigin'>,
): BuiltPage {
  const storeName = shell.config.storeName;
  const links = { siteUrl, storeName };
  const head = (page: string, rest: Partial<PageHead> = {}): PageHead => ({
    title: pageTitle(storeName, page),
    description: defaultDescription,
    canonical: null,
    noindex: false,
    ogType: 'website',
    ogImage: null,
    siteName: storeName,
    jsonLd: [],
    ...rest,
  });
  const notFound = (): BuiltPage => ({ status: 404, head: head(NOT_FOUND_TITLE, { noindex: true }), pageData: null });

  switch (route.kind) {
    case 'home': {
      const { pages, featured } = data.kind === 'home' ? data : { pages: [], featured: [] };
      return {
        status: 200,
        head: head(PAGE_TEXTS.home.title, {
          canonical: `${siteUrl}${ROUTES.home}`,
          jsonLd: [organizationJsonLd(links, shell.config.contact, `${shellOrigin}/favicon.svg`), webSiteJsonLd(links)],
        }),
        pageData: {
          productPage: Object.fromEntries(
            pages.map((page, i) => [productListSearch(HOME_QUERIES[i]!), forCards(page)]),
          ),
          // Whole, as the product kind is: the document keeps its page data, and a product page
          // opened from the hero in the app starts from it (a card's copy would show no description).
          ...(featured.length ? { product: Object.fromEntries(featured.map((product) => [product.id, product])) } : {}),
        },
      };
    }
    case 'shop':
      // Filters, sort, search and paging all canonicalise to the unfiltered shop; the data is the URL's own page.
      return {
        status: 200,
        head: head(PAGE_TEXTS.shop.title, {
          description: PAGE_TEXTS.shop.description(storeName),
          canonical: `${siteUrl}${ROUTES.shop}`,
        }),
        pageData:
          data.kind === 'shop' && data.page
            ? { productPage: { [productListSearch(data.query)]: forCards(data.page) } }
            : null,
      };
    case 'info': {
      const texts = PAGE_TEXTS[route.path];
      return {
        status: 200,
        head: head(texts.title, { description: texts.description(storeName), canonical: `${siteUrl}${route.path}` }),
        pageData: null,
      };
    }
    case 'product': {
      const product = data.kind === 'product' ? data.product : null;
      if (!product) return notFound();
      // JSON-LD names the same picture: a PNG every consumer reads (Google's merchant listings take no SVG).
      const image = productPreviewImage(product.imgUrl, shell.config.apiBaseUrl, product.productName);
      return {
        status: 200,
        head: head(product.productName, {
          description: product.shortDesc,
          canonical: `${siteUrl}${productPath(product.id)}`,
          ogType: 'product',
          ogImage: image,
          jsonLd: [productJsonLd(product, image?.url ?? null, links), productBreadcrumbJsonLd(product, links)],
        }),
        pageData: {
          product: { [product.id]: product },
          ...(data.kind === 'product' && data.reviews ? { reviewPage: { [product.id]: data.reviews } } : {}),
        },
      };
    }
    case 'category': {
      if (!route.category || data.kind !== 'category') return notFound();
      const url = `${siteUrl}${categoryPath(categorySlug(route.category))}`;
      return {
        status: 200,
        head: head(route.category, {
          description: categoryDescription(storeName, route.category, data.page.total),
          canonical: url,
          jsonLd: [categoryJsonLd(route.category, url, data.page.products, links)],
        }),
        pageData: { productPage: { [productListSearch(categoryPageQuery(route.category))]: forCards(data.page) } },
      };
    }
    case 'private':
      return { status: 200, head: head(route.title, { noindex: true }), pageData: null };
    case 'notFound':
      return notFound();
  }
}
