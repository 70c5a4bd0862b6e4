/** Products arrive as JSON from the server: keep only well-formed ones, with safe defaults. */
import type { CatalogueProduct, ProductOption, ProductVariant, Review } from 'shared-contracts';
import { productImages, type OptionFacet, type ProductFacets, type ProductPage } from 'shared-contracts/catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function toReview(raw: unknown): Review | null {
  if (!isRecord(raw) || typeof raw.rating !== 'number' || typeof raw.text !== 'string') return null;
  return typeof raw.name === 'string'
    ? { name: raw.name, rating: raw.rating, text: raw.text }
    : { rating: raw.rating, text: raw.text };
}

/** A compare-at price kept only when it is a sale: a whole number of rupees above the price. */
const compareAtAbove = (value: unknown, price: number): { compareAtPrice: number } | Record<string, never> =>
  typeof value === 'number' && Number.isInteger(value) && value > price ? { compareAtPrice: value } : {};

const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? (value as string[]) : null;

function toOption(raw: unknown): ProductOption | null {
  if (!isRecord(raw) || typeof raw.name !== 'string') return null;
  const values = texts(raw.values);
  return values ? { name: raw.name, values } : null;
}

/** A version with a SKU, one value per option, a price and a stock; its own pictures when it has some. */
function toVariant(raw: unknown, options: number): ProductVariant | null {
  if (!isRecord(raw) || typeof raw.sku !== 'string' || !raw.sku) return null;
  const optionValues = texts(raw.optionValues);
  const stock = count(raw.stock);
  if (!optionValues || optionValues.length !== options || typeof raw.price !== 'number' || stock === null) return null;
  const images = texts(raw.images);
  return {
    sku: raw.sku,
    optionValues,
    price: raw.price,
    ...compareAtAbove(raw.compareAtPrice, raw.price),
    stock,
    status: raw.status === 'archived' ? 'archived' : 'active',
    ...(images && images.length > 0 ? { images } : {}),
  };
}

/** The product's options and versions when it is sold in versions; nothing otherwise. */
function toVersions(raw: Record<string, unknown>): Pick<CatalogueProduct, 'options' | 'variants'> {
  if (!Array.isArray(raw.options) || !Array.isArray(raw.variants) || raw.variants.length === 0) return {};
  const options = raw.options.map(toOption).filter((o): o is ProductOption => o !== null);
  const variants = raw.variants
    .map((variant) => toVariant(variant, options.length))
    .filter((v): v is ProductVariant => v !== null);
  return variants.length > 0 ? { options, variants } : {};
}

/**
 * A CatalogueProduct, or null when the id, name or price is missing or unusable. A missing stock
 * counts as 0 (nothing is offered that the server did not say it has).
 */
export function toCatalogueProduct(raw: unknown): CatalogueProduct | null {
  if (!isRecord(raw)) return null;
  const { id, productName, price } = raw;
  if (
    typeof id !== 'string' ||
    !id ||
    typeof productName !== 'string' ||
    typeof price !== 'number' ||
    !Number.isFinite(price)
  )
    return null;
  const reviews = Array.isArray(raw.reviews) ? raw.reviews.map(toReview).filter((r): r is Review => r !== null) : [];
  const imgUrl = str(raw.imgUrl);
  return {
    id,
    productName,
    price,
    imgUrl,
    // Its gallery when the server sends one (the main picture first, each once, at most 8).
    ...(Array.isArray(raw.images)
      ? {
          images: productImages({ imgUrl, images: raw.images.filter((url): url is string => typeof url === 'string') }),
        }
      : {}),
    category: str(raw.category),
    shortDesc: str(raw.shortDesc),
    description: str(raw.description),
    reviews,
    avgRating: typeof raw.avgRating === 'number' ? raw.avgRating : 0,
    stock: count(raw.stock) ?? 0,
    status: raw.status === 'archived' ? 'archived' : 'active',
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt),
    reviewCount: count(raw.reviewCount) ?? reviews.length,
    ...toVersions(raw),
    ...compareAtAbove(raw.compareAtPrice, price),
  };
}

/** A ProductPage from the list endpoint; well-formed products only. Throws on another shape. */
export function toProductPage(raw: unknown): ProductPage {
  if (!isRecord(raw) || !Array.isArray(raw.products) || count(raw.total) === null) {
    throw new Error('The products answer was not a page of products');
  }
  const products = raw.products.map(toCatalogueProduct).filter((p): p is CatalogueProduct => p !== null);
  const facets = toFacets(raw.facets);
  return {
    products,
    total: count(raw.total) ?? 0,
    limit: count(raw.limit) ?? products.length,
    offset: count(raw.offset) ?? 0,
    ...(facets ? { facets } : {}),
  };
}

/** The page's facet counts when it carries them in their shape; undefined otherwise. */
function toFacets(raw: unknown): ProductFacets | undefined {
  if (!isRecord(raw) || !isRecord(raw.categories)) return undefined;
  const inStock = count(raw.inStock);
  const ratedAtLeast4 = count(raw.ratedAtLeast4);
  if (inStock === null || ratedAtLeast4 === null) return undefined;
  const price =
    isRecord(raw.price) && count(raw.price.minPaise) !== null && count(raw.price.maxPaise) !== null
      ? { minPaise: count(raw.price.minPaise) ?? 0, maxPaise: count(raw.price.maxPaise) ?? 0 }
      : null;
  const categories: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw.categories)) {
    const n = count(value);
    if (n !== null) categories[name] = n;
  }
  const options = toOptionFacets(raw.options);
  return { price, inStock, ratedAtLeast4, categories, ...(options ? { options } : {}) };
}

/** The option counts, each well-formed value of each well-formed option; undefined from a server without them. */
function toOptionFacets(raw: unknown): OptionFacet[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((option): OptionFacet[] => {
    if (!isRecord(option) || typeof option.name !== 'string' || !Array.isArray(option.values)) return [];
    const values = option.values.flatMap((entry): OptionFacet['values'] => {
      const n = isRecord(entry) ? count(entry.count) : null;
      return isRecord(entry) && typeof entry.value === 'string' && n !== null ? [{ value: entry.value, count: n }] : [];
    });
    return values.length > 0 ? [{ name: option.name, values }] : [];
  });
}
