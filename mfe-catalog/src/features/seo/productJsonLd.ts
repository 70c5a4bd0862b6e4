/**
 * /shop/{id}: a Product with its Offer (price in INR: on sale, the sale price, with the price before
 * as its StrikethroughPrice; availability from stock, the product's URL)
 * and, only when it has reviews, an AggregateRating; and the BreadcrumbList Home › Category › Product.
 */
import { categoryPath, categorySlug, productPath, ROUTES, type CatalogueProduct, type JsonLd } from 'shared-contracts';
import { listingCompareAtPrice } from 'shared-contracts/catalogue';
import { SCHEMA_ORG, type SiteLinks } from './siteLinks';

export function productJsonLd(product: CatalogueProduct, imageUrl: string | null, { siteUrl }: SiteLinks): JsonLd {
  const url = `${siteUrl}${productPath(product.id)}`;
  const compareAtPrice = listingCompareAtPrice(product);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.productName,
    description: product.shortDesc,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    sku: product.id,
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      ...(compareAtPrice !== undefined && compareAtPrice > product.price
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: compareAtPrice.toFixed(2),
              priceCurrency: 'INR',
              priceType: 'https://schema.org/StrikethroughPrice',
            },
          }
        : {}),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.avgRating.toFixed(1)),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function productBreadcrumbJsonLd(product: CatalogueProduct, { siteUrl }: SiteLinks): JsonLd {
  const crumbs = [
    { name: 'Home', path: ROUTES.home },
    { name: product.category, path: categoryPath(categorySlug(product.category)) },
    { name: product.productName, path: productPath(product.id) },
  ];
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
