/**
 * The writable product fields and their checks, one definition for create (POST) and edit (PATCH):
 * a strict schema (unknown fields, a price of 0 or less, over-long text, a stock that is not a
 * whole number ≥ 0, a `maxPerOrder` that is not a whole number from 1 to MAX_PER_ORDER_LIMIT → 400), then what a schema cannot say: text that is blank once trimmed, an HSN code
 * that is not 4 to 8 digits, a GST rate other than 0, 5, 12, 18 or 28, an image that is not on
 * an accepted image host, and a gallery of none or more than MAX_PRODUCT_IMAGES pictures, a picture
 * twice, one not on an accepted host, or one whose first is not the `imgUrl` given with it.
 */
import { FILTER_CATEGORIES, PRODUCT_LIMITS } from 'shared-contracts';
import {
  GALLERY_MESSAGES,
  MAX_PER_ORDER_LIMIT,
  MAX_STOCK,
  SALE_MESSAGES,
  galleryProblem,
  productImages,
  type UpdateProductRequest,
} from 'shared-contracts/catalogue';
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_TAX_MESSAGES, isGstRate, isHsnCode } from 'shared-contracts/gst';
import { httpError } from '../../http-errors';
import { isAllowedImageUrl, type UploadConfig } from '../uploads/upload-config';
import { VARIANT_FIELD_SCHEMAS } from './productVariants';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const PRODUCT_FIELD_SCHEMAS = {
  productName: text(PRODUCT_LIMITS.productName),
  shortDesc: text(PRODUCT_LIMITS.shortDesc),
  description: text(PRODUCT_LIMITS.description),
  category: { type: 'string', enum: [...FILTER_CATEGORIES] },
  price: { type: 'number', exclusiveMinimum: 0, maximum: PRODUCT_LIMITS.maxPrice },
  imgUrl: text(PRODUCT_LIMITS.imgUrl),
  // How many is checked with a sentence (checkProductFields), the same the admin's editor shows.
  images: { type: 'array', items: text(PRODUCT_LIMITS.imgUrl) },
  stock: { type: 'integer', minimum: 0, maximum: MAX_STOCK },
  maxPerOrder: { type: 'integer', minimum: 1, maximum: MAX_PER_ORDER_LIMIT },
  // Loose here: checkProductFields says in words what an HSN code and a GST rate are.
  hsn: { type: 'string', maxLength: 20 },
  gstRatePercent: { type: 'number' },
  // Above the price is checked with the price (checkCompareAtPrice): a PATCH may give only one of them.
  compareAtPrice: { type: 'integer', minimum: 1, maximum: PRODUCT_LIMITS.maxPrice },
  // Their rules are said in words (productVariants.ts): loose bounds here.
  ...VARIANT_FIELD_SCHEMAS,
} as const;

/** PATCH may also clear `maxPerOrder` (null: the shop's default again) and `compareAtPrice` (null: the sale ends). */
export const PRODUCT_UPDATE_FIELD_SCHEMAS = {
  ...PRODUCT_FIELD_SCHEMAS,
  maxPerOrder: { type: ['integer', 'null'], minimum: 1, maximum: MAX_PER_ORDER_LIMIT },
  compareAtPrice: { type: ['integer', 'null'], minimum: 1, maximum: PRODUCT_LIMITS.maxPrice },
} as const;

export const FOREIGN_IMAGE_MESSAGE = 'body/imgUrl must be an image uploaded to this shop.';
export const FOREIGN_GALLERY_IMAGE_MESSAGE = 'body/images must all be images uploaded to this shop.';

export type ImageHosts = Pick<UploadConfig, 'allowedImageUrlPrefixes'>;

/** Accepted image hosts: the upload config's, plus this server's seed pictures. */
export const withSeedArt = (uploads: ImageHosts, seedArtBaseUrl: string): ImageHosts => ({
  allowedImageUrlPrefixes: [...uploads.allowedImageUrlPrefixes, seedArtBaseUrl],
});

const TRIMMED = ['productName', 'shortDesc', 'description'] as const;

/** The fields given, with text trimmed; throws a 400 naming the first bad one. */
export function checkProductFields<T extends UpdateProductRequest>(body: T, imageHosts: ImageHosts): T {
  const checked: T = { ...body };
  for (const field of TRIMMED) {
    const value = body[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (!trimmed) throw httpError(400, `body/${field} must not be blank`);
    checked[field] = trimmed;
  }
  if (body.price !== undefined && !Number.isFinite(body.price)) throw httpError(400, 'body/price must be a number');
  if (body.hsn !== undefined && !isHsnCode(body.hsn)) throw httpError(400, `body/hsn: ${PRODUCT_TAX_MESSAGES.hsn}`);
  if (body.gstRatePercent !== undefined && !isGstRate(body.gstRatePercent)) {
    throw httpError(400, `body/gstRatePercent: ${PRODUCT_TAX_MESSAGES.gstRatePercent}`);
  }
  if (body.imgUrl !== undefined && !isAllowedImageUrl(body.imgUrl, imageHosts))
    throw httpError(400, FOREIGN_IMAGE_MESSAGE);
  if (body.images !== undefined) checkGallery(body.images, body.imgUrl, imageHosts);
  return checked;
}

function checkGallery(images: readonly string[], imgUrl: string | undefined, imageHosts: ImageHosts): void {
  const problem = galleryProblem(images);
  if (problem) throw httpError(400, `body/images: ${problem}`);
  if (!images.every((url) => isAllowedImageUrl(url, imageHosts))) throw httpError(400, FOREIGN_GALLERY_IMAGE_MESSAGE);
  if (imgUrl !== undefined && imgUrl !== images[0])
    throw httpError(400, `body/images: ${GALLERY_MESSAGES.firstIsImgUrl}`);
}

/**
 * The main picture and gallery after a write of `changes` (checked) to `current`: a new gallery
 * brings its first as the main picture; a new main picture alone takes the first place and the
 * other pictures stay (an editor that knows only `imgUrl` loses none of them).
 */
export function galleryAfter(
  current: Pick<CatalogueProduct, 'imgUrl' | 'images'>,
  changes: Pick<UpdateProductRequest, 'imgUrl' | 'images'>,
): { imgUrl: string; images: string[] } {
  if (changes.images !== undefined) return { imgUrl: changes.images[0] ?? current.imgUrl, images: [...changes.images] };
  const kept = productImages(current);
  if (changes.imgUrl === undefined) return { imgUrl: current.imgUrl, images: kept };
  const imgUrl = changes.imgUrl;
  return { imgUrl, images: productImages({ imgUrl, images: kept.slice(1) }) };
}

/** A product's compare-at price is above its price (what was charged before the sale); throws a 400 otherwise. */
export function checkCompareAtPrice(price: number, compareAtPrice: number | undefined): void {
  if (compareAtPrice !== undefined && !(compareAtPrice > price))
    throw httpError(400, `body/compareAtPrice: ${SALE_MESSAGES.compareAtNotAbovePrice}`);
}
