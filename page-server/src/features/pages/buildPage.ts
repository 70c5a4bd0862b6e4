/**
 * A route's status, head (title, description, canonical URL, OpenGraph, JSON-LD) and first data,
 * from the shell's deployed config and the API. Throws when the API cannot answer (the caller
 * serves the plain page with a 503).
 */
import {
  categoryPageQuery,
  categoryPath,
  categorySlug,
  HOME_SECTIONS,
  homeSectionQueries,
  pageTitle,
  productListSearch,
  productPath,
  ROUTES,
  type CatalogueProduct,
  type PageData,
} from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH, type ProductPage } from 'shared-contracts/catalogue';
import { fetchProduct } from '../catalogue/api/fetchProduct';
import { fetchProductPage } from '../catalogue/api/fetchProductPage';
import type { OgImage, PageHead } from '../head/pageHead';
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
const forCards = (page: ProductPage): ProductPage => ({ ...page, products: page.products.map((product) => ({ ...product, description: '', reviews: [] })) });

/** An absolute http(s) picture URL for a product (relative ones are the API's), or null (data: URIs). */
function imageOf(product: CatalogueProduct, apiBaseUrl: string): OgImage | null {
  try {
    const url = new URL(product.imgUrl, apiBaseUrl);
    return /^https?:$/.test(url.protocol) ? { url: url.href, width: ART_WIDTH, height: ART_HEIGHT } : null;
  } catch {
    return null;
  }
}

export async function buildPage(route: PageRoute, shell: ShellPage, defaultDescription: string, sources: PageSources): Promise<BuiltPage> {
  const { siteUrl, apiOrigin, fetchImpl } = sources;
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
      const queries = HOME_SECTIONS.flatMap(homeSectionQueries);
      const pages = await Promise.all(queries.map((query) => fetchProductPage(apiOrigin, query, fetchImpl)));
      return {
        status: 200,
        head: head(PAGE_TEXTS.home.title, {
          canonical: `${siteUrl}${ROUTES.home}`,
          jsonLd: [organizationJsonLd(links, shell.config.contact, `${sources.shellOrigin}/favicon.svg`), webSiteJsonLd(links)],
        }),
        pageData: { productPage: Object.fromEntries(queries.map((query, i) => [productListSearch(query), forCards(pages[i]!)])) },
      };
    }
    case 'shop':
      // Filters, sort, search and paging all canonicalise to the unfiltered shop.
      return {
        status: 200,
        head: head(PAGE_TEXTS.shop.title, { description: PAGE_TEXTS.shop.description(storeName), canonical: `${siteUrl}${ROUTES.shop}` }),
        pageData: null,
      };
    case 'info': {
      const texts = PAGE_TEXTS[route.path];
      return { status: 200, head: head(texts.title, { description: texts.description(storeName), canonical: `${siteUrl}${route.path}` }), pageData: null };
    }
    case 'product': {
      const product = await fetchProduct(apiOrigin, route.id, fetchImpl);
      if (!product) return notFound();
      const image = imageOf(product, shell.config.apiBaseUrl);
      return {
        status: 200,
        head: head(product.productName, {
          description: product.shortDesc,
          canonical: `${siteUrl}${productPath(product.id)}`,
          ogType: 'product',
          ogImage: image,
          jsonLd: [productJsonLd(product, image?.url ?? null, links), productBreadcrumbJsonLd(product, links)],
        }),
        pageData: { product: { [product.id]: product } },
      };
    }
    case 'category': {
      if (!route.category) return notFound();
      const query = categoryPageQuery(route.category);
      const page = await fetchProductPage(apiOrigin, query, fetchImpl);
      const url = `${siteUrl}${categoryPath(categorySlug(route.category))}`;
      return {
        status: 200,
        head: head(route.category, {
          description: categoryDescription(storeName, route.category, page.total),
          canonical: url,
          jsonLd: [categoryJsonLd(route.category, url, page.products, links)],
        }),
        pageData: { productPage: { [productListSearch(query)]: forCards(page) } },
      };
    }
    case 'private':
      return { status: 200, head: head(route.title, { noindex: true }), pageData: null };
    case 'notFound':
      return notFound();
  }
}
