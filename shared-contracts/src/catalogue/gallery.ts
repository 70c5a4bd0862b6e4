/**
 * A product's pictures: up to MAX_PRODUCT_IMAGES, in the order the admin chose. The first is the
 * spec's `imgUrl` (cards, carts, orders and link previews keep reading that one field); `images`
 * holds them all. A product stored or answered without `images` has its `imgUrl` alone.
 */
import type { CatalogueProduct } from '../types';

export const MAX_PRODUCT_IMAGES = 8;

export const GALLERY_MESSAGES = {
  tooMany: `A product has at most ${MAX_PRODUCT_IMAGES} pictures.`,
  none: 'A product needs at least one picture.',
  repeated: 'Each picture may appear only once.',
  firstIsImgUrl: 'The first picture must be the main picture (imgUrl).',
} as const;

/** The product's pictures in order, the main picture (`imgUrl`) first and each once. */
export function productImages(product: Pick<CatalogueProduct, 'imgUrl' | 'images'>): string[] {
  const rest = (product.images ?? []).filter((url) => typeof url === 'string' && url !== product.imgUrl);
  return [product.imgUrl, ...new Set(rest)].slice(0, MAX_PRODUCT_IMAGES);
}

/** Why a list of pictures cannot be a product's gallery, or null when it can (their URLs are the server's to check). */
export function galleryProblem(images: readonly string[]): string | null {
  if (images.length === 0) return GALLERY_MESSAGES.none;
  if (images.length > MAX_PRODUCT_IMAGES) return GALLERY_MESSAGES.tooMany;
  if (new Set(images).size !== images.length) return GALLERY_MESSAGES.repeated;
  return null;
}
