/** The information pages (/about, /privacy-policy): no data, their own title and description. */
import type { RouteHead, RouteHeadContext, RouteLoaded } from 'shared-contracts';
import { PAGE_TEXTS } from '../features/seo/pageTexts';
import { routeHead } from '../features/seo/routeHead';

export type InfoData = null;

export const loadInfoPage = (): Promise<RouteLoaded<InfoData>> =>
  Promise.resolve({ status: 200, data: null, pageData: null });

export function infoPageHead(path: keyof typeof PAGE_TEXTS & `/${string}`, context: RouteHeadContext): RouteHead {
  const texts = PAGE_TEXTS[path];
  return routeHead(context, texts.title, {
    description: texts.description(context.config.storeName),
    canonical: `${context.siteUrl}${path}`,
  });
}
