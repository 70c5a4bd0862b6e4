import { DEFAULT_CONFIG } from 'shared-contracts';
import type { CatalogueProduct } from 'shared-contracts';
import { catalogueProduct } from '../../test/productFixtures';
import { categoryJsonLd } from './categoryJsonLd';
import { jsonLdProblems } from './jsonLdSchema';
import { productBreadcrumbJsonLd, productJsonLd } from './productJsonLd';
import { organizationJsonLd, webSiteJsonLd } from './siteJsonLd';

const links = { siteUrl: 'https://shop.example.in', storeName: 'Furniture Store' };
const image = 'https://api.shop.example.in/seed-art/01-abcd.svg';
const product = (id: string, fields: Partial<CatalogueProduct> = {}) =>
  catalogueProduct({ id, productName: `Sheesham Chair ${id}`, ...fields });

describe('the JSON-LD the catalogue’s pages write is valid against our schema of the schema.org fields used', () => {
  it.each([
    ['a product with reviews', productJsonLd(product('01', { reviewCount: 2, avgRating: 4.5 }), image, links)],
    [
      'a product without reviews, out of stock, without a picture URL',
      productJsonLd(product('02', { stock: 0 }), null, links),
    ],
    [
      'a product on sale (the sale price, the price before struck through)',
      productJsonLd(product('03', { price: 16000, compareAtPrice: 20000 }), image, links),
    ],
    ['a breadcrumb list', productBreadcrumbJsonLd(product('01'), links)],
    [
      'a category list',
      categoryJsonLd('Chair', 'https://shop.example.in/category/chair', [product('01'), product('02')], links),
    ],
    ['an empty category list', categoryJsonLd('Table', 'https://shop.example.in/category/table', [], links)],
    ['the organization', organizationJsonLd(links, DEFAULT_CONFIG.contact, 'https://cdn.example.in/favicon.svg')],
    ['the web site with its search', webSiteJsonLd(links)],
  ])('%s', (_name, document) => {
    expect(jsonLdProblems(document)).toEqual([]);
  });
});

it('a product on sale offers its sale price, with the price before as the strikethrough price', () => {
  const { offers } = productJsonLd(product('03', { price: 16000, compareAtPrice: 20000 }), image, links);
  expect(offers).toMatchObject({
    price: '16000.00',
    priceSpecification: { price: '20000.00', priceType: 'https://schema.org/StrikethroughPrice' },
  });
  expect(productJsonLd(product('04', { price: 16000 }), image, links).offers).not.toHaveProperty('priceSpecification');
});

describe('the schema refuses what search engines would', () => {
  const valid = productJsonLd(product('01', { reviewCount: 1, avgRating: 5 }), image, links);

  it('a price that is not a decimal string, another currency or a made-up availability', () => {
    const offers = valid.offers as Record<string, unknown>;
    expect(jsonLdProblems({ ...valid, offers: { ...offers, price: 4999 } })).toEqual(['/offers/price: must be string']);
    expect(jsonLdProblems({ ...valid, offers: { ...offers, priceCurrency: 'USD' } })).toEqual([
      '/offers/priceCurrency: must be equal to constant',
    ]);
    expect(jsonLdProblems({ ...valid, offers: { ...offers, availability: 'InStock' } })).toHaveLength(1);
  });

  it('a rating without reviews, a relative URL, a misspelt field and an unknown type', () => {
    expect(
      jsonLdProblems({ ...valid, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 0 } }),
    ).toEqual(['/aggregateRating/reviewCount: must be >= 1']);
    expect(jsonLdProblems({ ...valid, url: '/shop/01' })).toEqual(['/url: must match pattern "^https?://[^\\s]+$"']);
    expect(jsonLdProblems({ ...valid, nmae: 'x' })).toEqual(['/: must NOT have additional properties']);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Thing' })[0]).toMatch(/^@type: not one of/);
  });
});
