/** Absolute addresses the JSON-LD builders need. */
export interface SiteLinks {
  /** SITE_URL, no trailing slash. */
  siteUrl: string;
  storeName: string;
}

export const SCHEMA_ORG = 'https://schema.org' as const;
