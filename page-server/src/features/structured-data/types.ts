/** The schema.org shapes the page server writes as JSON-LD (only the fields it uses). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** Absolute addresses the builders need. */
export interface SiteLinks {
  /** SITE_URL, no trailing slash. */
  siteUrl: string;
  storeName: string;
}

export const SCHEMA_ORG = 'https://schema.org' as const;
