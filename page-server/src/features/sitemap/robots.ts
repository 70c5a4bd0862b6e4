/** robots.txt: crawlers keep out of the shoppers' and the admin's pages, and are told where the sitemap is. */
import { DISALLOWED_PATHS } from '../routes/matchRoute';

export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
