/**
 * Sale prices: a product, or one variant of it, may carry a compare-at price (whole rupees, above
 * its price), the price it sold at before. The price charged is always `price`; the compare-at
 * price only shows the saving.
 * And the home page's featured offer: the sale product the admin chose for the limited-offer
 * countdown and when the offer ends.
 */
import { formatRupees } from '../money';
import type { CatalogueProduct, ProductVariant } from '../types';
import { activeVariants, listingPrice } from './variants';

export const SALE_MESSAGES = {
  compareAtNotAbovePrice: 'The compare-at price must be greater than the price.',
  compareAtNotWhole: 'The compare-at price must be a whole number of rupees.',
} as const;

/** What a shopper saves on a product on sale: rupees and a whole percent of the compare-at price. */
export interface Saving {
  rupees: number;
  percent: number;
}

/**
 * The saving of `price` against `compareAtPrice`, or null when there is none (no compare-at price,
 * or not above the price). The percent is rounded down, so the shop never claims more than the
 * shopper saves (₹20,000 → ₹15,990 saves 20.05 %: "20%"), but never shows 0 % for a real saving.
 */
export function saleSaving(price: number, compareAtPrice: number | undefined): Saving | null {
  if (compareAtPrice === undefined || !(compareAtPrice > price) || !(price > 0)) return null;
  const rupees = compareAtPrice - price;
  const percent = Math.max(1, Math.floor((rupees * 100) / compareAtPrice));
  return { rupees, percent };
}

type SaleFacts = Pick<CatalogueProduct, 'price' | 'compareAtPrice' | 'options' | 'variants'>;

/**
 * The compare-at price shown beside a variant's price: its own, or else the product's when that is
 * above the variant's price (a sale the seller set on the whole product).
 */
export function variantCompareAtPrice(
  product: Pick<CatalogueProduct, 'compareAtPrice'>,
  variant: Pick<ProductVariant, 'price' | 'compareAtPrice'>,
): number | undefined {
  if (variant.compareAtPrice !== undefined) return variant.compareAtPrice;
  const { compareAtPrice } = product;
  return compareAtPrice !== undefined && compareAtPrice > variant.price ? compareAtPrice : undefined;
}

/**
 * The compare-at price a listing shows beside its price (listingPrice): the product's own, or else
 * that of the active variant the listing is priced from (the cheapest one on sale, when several are).
 */
export function listingCompareAtPrice(product: SaleFacts): number | undefined {
  if (product.compareAtPrice !== undefined) return product.compareAtPrice;
  const price = listingPrice(product);
  const onSale = activeVariants(product).filter(
    (variant) => variant.price === price && variant.compareAtPrice !== undefined,
  );
  const compareAts = onSale.map((variant) => variant.compareAtPrice as number);
  return compareAts.length > 0 ? Math.max(...compareAts) : undefined;
}

/** Whether a shopper sees the product on sale: its own compare-at price, or an active variant's. */
export const isOnSale = (product: SaleFacts): boolean =>
  product.compareAtPrice !== undefined ||
  activeVariants(product).some((variant) => saleSaving(variant.price, variant.compareAtPrice) !== null);

/** "Save ₹4,000 (20%)". */
export const savingText = ({ rupees, percent }: Saving): string => `Save ${formatRupees(rupees)} (${percent}%)`;

/** The admin's featured offer: the product on sale the home page's countdown shows, and its end (ISO time). */
export interface FeaturedOffer {
  productId: string;
  endsAt: string;
}

/** GET /api/featured-offer and the admin's settings: the offer, or null (the home page's default couch and date). */
export interface FeaturedOfferResponse {
  offer: FeaturedOffer | null;
}

export const FEATURED_OFFER_PATHS = {
  /** Anyone: the offer while its product is active and on sale, else null. */
  public: '/api/featured-offer',
  /** Admin: GET the stored choice, PUT a FeaturedOffer, DELETE to go back to the default. */
  admin: '/api/admin/settings/featured-offer',
} as const;

export const FEATURED_OFFER_MESSAGES = {
  productMissing: 'No product has this id.',
  productArchived: 'The product is archived: make it active first.',
  productNotOnSale: 'The product is not on sale: give it a compare-at price above its price first.',
  endsAtInvalid: 'The end must be a date and time, like 2026-12-31T18:30:00.000Z.',
  endsAtPast: 'The end must be in the future.',
} as const;
