/** /shop's data (the first page of the URL's own query) and head (filters, sort, search and paging canonicalise to /shop). */
import {
  productListSearch,
  ROUTES,
  type RouteHead,
  type RouteHeadContext,
  type RouteLoaded,
  type RouteLoaderArgs,
} from 'shared-contracts';
import { readShopParams, shopPageQuery } from 'shared-contracts/catalogue';
import { forCards, readProductPage, refusedAsNull } from '../features/route-data/readApi';
import { PAGE_TEXTS } from '../features/seo/pageTexts';
import { routeHead } from '../features/seo/routeHead';

export type ShopData = null;

export async function loader({ searchParams, fetchApi }: RouteLoaderArgs): Promise<RouteLoaded<ShopData>> {
  const query = shopPageQuery(readShopParams(searchParams));
  // A query the API refuses is not embedded: the page asks for it itself and shows what the API says.
  const page = await readProductPage(fetchApi, query).catch(refusedAsNull);
  return {
    status: 200,
    data: null,
    pageData: page ? { productPage: { [productListSearch(query)]: forCards(page) } } : null,
  };
}

export function head(_data: ShopData, context: RouteHeadContext): RouteHead {
  return routeHead(context, PAGE_TEXTS.shop.title, {
    description: PAGE_TEXTS.shop.description(context.config.storeName),
    canonical: `${context.siteUrl}${ROUTES.shop}`,
  });
}
