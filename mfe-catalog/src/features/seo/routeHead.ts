/** The head every catalogue page starts from: "<storeName> - <Page>", the site's description, indexable. */
import { pageTitle, type RouteHead, type RouteHeadContext } from 'shared-contracts';

export function routeHead(
  { config, defaultDescription }: RouteHeadContext,
  page: string,
  rest: Partial<RouteHead> = {},
): RouteHead {
  return {
    title: pageTitle(config.storeName, page),
    description: defaultDescription,
    canonical: null,
    noindex: false,
    ogType: 'website',
    ogImage: null,
    jsonLd: [],
    ...rest,
  };
}
