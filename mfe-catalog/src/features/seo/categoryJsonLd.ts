/** /category/{name}: the products it lists first, as an ItemList of their pages. */
import { productPath, type CatalogueProduct, type JsonLd } from 'shared-contracts';
import { SCHEMA_ORG, type SiteLinks } from './siteLinks';

export function categoryJsonLd(
  category: string,
  pageUrl: string,
  products: readonly CatalogueProduct[],
  { siteUrl }: SiteLinks,
): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name: category,
    url: pageUrl,
    numberOfItems: products.length,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${siteUrl}${productPath(product.id)}`,
      name: product.productName,
    })),
  };
}
