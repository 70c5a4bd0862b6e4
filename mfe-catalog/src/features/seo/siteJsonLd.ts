/** /home: the shop as an Organization, and the WebSite with its search (the shop's ?q=). */
import { ROUTES, type JsonLd, type StorefrontConfig } from 'shared-contracts';
import { SCHEMA_ORG, type SiteLinks } from './siteLinks';

export function organizationJsonLd(
  { siteUrl, storeName }: SiteLinks,
  contact: StorefrontConfig['contact'],
  logoUrl: string,
): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: storeName,
    url: `${siteUrl}${ROUTES.home}`,
    logo: logoUrl,
    email: contact.email,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'IN' },
  };
}

export function webSiteJsonLd({ siteUrl, storeName }: SiteLinks): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: storeName,
    url: `${siteUrl}${ROUTES.home}`,
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${ROUTES.shop}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
