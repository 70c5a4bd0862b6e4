/**
 * Our own JSON schema of the schema.org fields the catalogue's pages write (Product, Offer,
 * AggregateRating, BreadcrumbList, ItemList, Organization, WebSite with SearchAction), with the
 * rules search engines state for them: prices as decimal strings in INR, availability as a
 * schema.org URL, a rating only with at least one review, absolute URLs. Unknown fields are
 * refused, so a misspelt property fails too.
 */
import Ajv, { type ErrorObject } from 'ajv';

const absoluteUrl = { type: 'string', pattern: '^https?://[^\\s]+$' } as const;
const text = { type: 'string', minLength: 1 } as const;
const context = { const: 'https://schema.org' } as const;
const typed = (type: string) => ({ const: type });

const listItem = (fields: Record<string, object>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'position', ...required],
  properties: { '@type': typed('ListItem'), position: { type: 'integer', minimum: 1 }, ...fields },
});

const decimalPrice = { type: 'string', pattern: '^[0-9]+(\\.[0-9]{1,2})?$' } as const;

/** The price before a sale, struck through beside the offer's price. */
const strikethroughPrice = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'price', 'priceCurrency', 'priceType'],
  properties: {
    '@type': typed('UnitPriceSpecification'),
    price: decimalPrice,
    priceCurrency: { const: 'INR' },
    priceType: { const: 'https://schema.org/StrikethroughPrice' },
  },
} as const;

const offer = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'price', 'priceCurrency', 'availability', 'url'],
  properties: {
    '@type': typed('Offer'),
    price: decimalPrice,
    priceCurrency: { const: 'INR' },
    priceSpecification: strikethroughPrice,
    availability: { enum: ['https://schema.org/InStock', 'https://schema.org/OutOfStock'] },
    itemCondition: { const: 'https://schema.org/NewCondition' },
    url: absoluteUrl,
  },
};

const aggregateRating = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'ratingValue', 'reviewCount'],
  properties: {
    '@type': typed('AggregateRating'),
    ratingValue: { type: 'number', minimum: 1, maximum: 5 },
    reviewCount: { type: 'integer', minimum: 1 },
    bestRating: { const: 5 },
    worstRating: { const: 1 },
  },
};

const product = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'name', 'description', 'sku', 'url', 'offers'],
  properties: {
    '@context': context,
    '@type': typed('Product'),
    '@id': absoluteUrl,
    name: text,
    description: { type: 'string' },
    image: { type: 'array', minItems: 1, items: absoluteUrl },
    sku: text,
    category: text,
    url: absoluteUrl,
    offers: offer,
    aggregateRating,
  },
};

const breadcrumbList = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': context,
    '@type': typed('BreadcrumbList'),
    itemListElement: {
      type: 'array',
      minItems: 1,
      items: listItem({ name: text, item: absoluteUrl }, ['name', 'item']),
    },
  },
};

const itemList = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': context,
    '@type': typed('ItemList'),
    name: text,
    url: absoluteUrl,
    numberOfItems: { type: 'integer', minimum: 0 },
    itemListElement: { type: 'array', items: listItem({ url: absoluteUrl, name: text }, ['url']) },
  },
};

const organization = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'name', 'url'],
  properties: {
    '@context': context,
    '@type': typed('Organization'),
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    logo: absoluteUrl,
    email: text,
    telephone: text,
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['@type'],
      properties: { '@type': typed('PostalAddress'), streetAddress: text, addressCountry: text },
    },
  },
};

const webSite = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'name', 'url'],
  properties: {
    '@context': context,
    '@type': typed('WebSite'),
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    publisher: { type: 'object', additionalProperties: false, required: ['@id'], properties: { '@id': absoluteUrl } },
    potentialAction: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'target', 'query-input'],
      properties: {
        '@type': typed('SearchAction'),
        target: {
          type: 'object',
          additionalProperties: false,
          required: ['@type', 'urlTemplate'],
          properties: {
            '@type': typed('EntryPoint'),
            urlTemplate: { type: 'string', pattern: '^https?://[^\\s]*\\{search_term_string\\}' },
          },
        },
        'query-input': { const: 'required name=search_term_string' },
      },
    },
  },
};

const BY_TYPE: Record<string, object> = {
  Product: product,
  BreadcrumbList: breadcrumbList,
  ItemList: itemList,
  Organization: organization,
  WebSite: webSite,
};

const ajv = new Ajv({ allErrors: true, strict: true });
const validators = Object.fromEntries(Object.entries(BY_TYPE).map(([type, schema]) => [type, ajv.compile(schema)]));

/** The problems of one JSON-LD document (empty when valid), as "path: message" lines. */
export function jsonLdProblems(document: unknown): string[] {
  const type =
    typeof document === 'object' && document !== null ? (document as { '@type'?: unknown })['@type'] : undefined;
  const validate = typeof type === 'string' ? validators[type] : undefined;
  if (!validate) return [`@type: not one of ${Object.keys(BY_TYPE).join(', ')}`];
  return validate(document)
    ? []
    : (validate.errors ?? []).map(
        (error: ErrorObject) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'}`,
      );
}
