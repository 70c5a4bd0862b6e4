/** /home's data (its product sections, the featured offer and the featured products) and head (Organization and WebSite JSON-LD). */
import {
  FEATURED_OFFER_PAGE_KEY,
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
import { FEATURED_OFFER_PATHS, type FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { getJson } from '../features/catalogue/api/requestJson';
import { toFeaturedOfferResponse } from '../features/home/api/fetchFeaturedOffer';
import { HERO_SIZES } from '../features/home/utils/heroSizes';
import { offerTarget } from '../features/home/utils/offerTarget';
import { forCards, readProduct, readProductPage } from '../features/route-data/readApi';
import { PAGE_TEXTS } from '../features/seo/pageTexts';
import { routeHead } from '../features/seo/routeHead';
import { organizationJsonLd, webSiteJsonLd } from '../features/seo/siteJsonLd';

const HOME_QUERIES = HOME_SECTIONS.flatMap(homeSectionQueries);

/** The hero's picture (its product's), the page's lead image; null when the hero's product could not be read. */
export interface HomeData {
  heroImage: string | null;
}

/** The admin's featured offer, or undefined when it cannot be read (the page then reads it itself). */
const readOffer = (fetchApi: RouteLoaderArgs['fetchApi']): Promise<FeaturedOfferResponse | undefined> =>
  getJson(FEATURED_OFFER_PATHS.public, fetchApi)
    .then(toFeaturedOfferResponse)
    .catch(() => undefined);

export async function loader({ fetchApi }: RouteLoaderArgs): Promise<RouteLoaded<HomeData>> {
  const readFeatured = (id: string) => readProduct(fetchApi, id).catch(() => null);
  // The offer's product is read as soon as the offer is known, beside the other reads: one round
  // trip of the page's budget, not two.
  const offerWithProduct = readOffer(fetchApi).then(
    async (offer) =>
      [offer, await readFeatured(offer ? offerTarget(offer).productId : HOME_FEATURED_PRODUCT_IDS.offer)] as const,
  );
  const [pages, [offer, offerProduct], hero] = await Promise.all([
    Promise.all(HOME_QUERIES.map((query) => readProductPage(fetchApi, query))),
    offerWithProduct,
    readFeatured(HOME_FEATURED_PRODUCT_IDS.hero),
  ]);
  // The hero's and the offer's products that could be read (the page reads the others itself).
  const found = [hero, offerProduct].filter((product): product is CatalogueProduct => product !== null);
  return {
    status: 200,
    data: { heroImage: hero?.imgUrl || null },
    pageData: {
      productPage: Object.fromEntries(pages.map((page, i) => [productListSearch(HOME_QUERIES[i]!), forCards(page)])),
      ...(offer ? { featuredOffer: { [FEATURED_OFFER_PAGE_KEY]: offer } } : {}),
      // Whole, as the product kind is: the document keeps its page data, and a product page
      // opened from the hero in the app starts from it (a card's copy would show no description).
      ...(found.length ? { product: Object.fromEntries(found.map((product) => [product.id, product])) } : {}),
    },
  };
}

export function head({ heroImage }: HomeData, context: RouteHeadContext): RouteHead {
  const { siteUrl, config, shellOrigin } = context;
  const links = { siteUrl, storeName: config.storeName };
  return routeHead(context, PAGE_TEXTS.home.title, {
    canonical: `${siteUrl}${ROUTES.home}`,
    jsonLd: [organizationJsonLd(links, config.contact, `${shellOrigin}/favicon.svg`), webSiteJsonLd(links)],
    leadImage: heroImage,
    leadImageSizes: HERO_SIZES,
  });
}
