/**
 * The sitemap (sitemaps.org 0.9): home, shop, the categories, about, privacy and every active
 * product with its last change. Up to `limit` URLs it is one urlset at /sitemap.xml; above it,
 * /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, … of `limit` URLs each.
 */
import { categoryPath, categorySlug, PRODUCT_CATEGORIES, productPath, ROUTES } from 'shared-contracts';
import { escapeHtml } from '../head/pageHead';
import type { ListedProduct } from './activeProducts';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapPartPath = (n: number): string => `/sitemap-${n}.xml`;

export function sitemapUrls(siteUrl: string, products: readonly ListedProduct[]): SitemapUrl[] {
  const pages = [
    ROUTES.home,
    ROUTES.shop,
    ...PRODUCT_CATEGORIES.map((category) => categoryPath(categorySlug(category))),
    ROUTES.about,
    ROUTES.privacyPolicy,
  ];
  return [
    ...pages.map((path) => ({ loc: `${siteUrl}${path}` })),
    ...products.map((product) => ({ loc: `${siteUrl}${productPath(product.id)}`, lastmod: product.updatedAt })),
  ];
}

const urlEntry = ({ loc, lastmod }: SitemapUrl): string =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;

export const urlSetXml = (urls: readonly SitemapUrl[]): string =>
  `${XML_HEADER}<urlset xmlns="${NAMESPACE}">${urls.map(urlEntry).join('')}</urlset>\n`;

export const sitemapIndexXml = (siteUrl: string, parts: number): string =>
  `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">${Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeHtml(`${siteUrl}${sitemapPartPath(i + 1)}`)}</loc></sitemap>`).join('')}</sitemapindex>\n`;

/** The XML of /sitemap.xml (part 0) or of /sitemap-{n}.xml, or null for a part that does not exist. */
export function sitemapFile(siteUrl: string, urls: readonly SitemapUrl[], limit: number, part: number): string | null {
  const parts = Math.ceil(urls.length / limit);
  if (part === 0) return parts <= 1 ? urlSetXml(urls) : sitemapIndexXml(siteUrl, parts);
  if (parts <= 1 || part > parts) return null;
  return urlSetXml(urls.slice((part - 1) * limit, part * limit));
}
