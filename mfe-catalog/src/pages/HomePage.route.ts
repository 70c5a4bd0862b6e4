/** /home's data (its product sections and the featured products) and head (Organization and WebSite JSON-LD). */
import {
  HOME_FEATURED_PRODUCT_IDS,
  HOME_SECTIONS,
  homeSectionQueries,
  productListSearch,
  ROUTES,
  type CatalogueProduct,
  type RouteHead,
  type RouteHeadContext,
  type RouteLoaded,
  type RouteLoaderArgs,
} from 'shared-contracts';
import { forCards, readProduct, readProductPage } from '../features/route-data/readApi';
import { PAGE_TEXTS } from '../features/seo/pageTexts';
import { routeHead } from '../features/seo/routeHead';
import { organizationJsonLd, webSiteJsonLd } from '../features/seo/siteJsonLd';

const HOME_QUERIES = HOME_SECTIONS.flatMap(homeSectionQueries);

export type HomeData = null;

export async function loader({ fetchApi }: RouteLoaderArgs): Promise<RouteLoaded<HomeData>> {
  const [pages, featured] = await Promise.all([
    Promise.all(HOME_QUERIES.map((query) => readProductPage(fetchApi, query))),
    // The hero's and the offer's products that could be read (the page reads the others itself).
    Promise.all(Object.values(HOME_FEATURED_PRODUCT_IDS).map((id) => readProduct(fetchApi, id).catch(() => null))),
  ]);
  const found = featured.filter((product): product is CatalogueProduct => product !== null);
  return {
    status: 200,
    data: null,
    pageData: {
      productPage: Object.fromEntries(pages.map((page, i) => [productListSearch(HOME_QUERIES[i]!), forCards(page)])),
      // Whole, as the product kind is: the document keeps its page data, and a product page
      // opened from the hero in the app starts from it (a card's copy would show no description).
      ...(found.length ? { product: Object.fromEntries(found.map((product) => [product.id, product])) } : {}),
    },
  };
}

export function head(_data: HomeData, context: RouteHeadContext): RouteHead {
  const { siteUrl, config, shellOrigin } = context;
  const links = { siteUrl, storeName: config.storeName };
  return routeHead(context, PAGE_TEXTS.home.title, {
    canonical: `${siteUrl}${ROUTES.home}`,
    jsonLd: [organizationJsonLd(links, config.contact, `${shellOrigin}/favicon.svg`), webSiteJsonLd(links)],
  });
}
