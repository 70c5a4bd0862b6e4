/** Cart and wishlist actions of a product card or page: the event contract plus the spec's toasts. */
import { showToast } from 'shared-contracts/toast';
import {
  addToCart,
  addToWishlist,
  MESSAGES,
  setCartItemQuantity,
  type CatalogueProduct,
  type Product,
  type ProductRef,
  type ProductVariant,
  type WishlistItem,
} from 'shared-contracts';
import { variantLabel } from 'shared-contracts/catalogue';
import { defaultVariant } from './defaultVariant';

/** The line a product, or one version of it (its SKU, label, price and own first picture), is added as. */
export function productLine(
  { id, productName, price, imgUrl }: Product,
  variant?: Pick<ProductVariant, 'sku' | 'optionValues' | 'price' | 'images'>,
): ProductRef {
  if (!variant) return { id, productName, price, imgUrl };
  return {
    id,
    productName,
    price: variant.price,
    imgUrl: variant.images?.[0] ?? imgUrl,
    variantSku: variant.sku,
    variantLabel: variantLabel(variant),
  };
}

export const toWishlistItem = (product: Product, variant?: ProductVariant): WishlistItem =>
  productLine(product, variant);

/** Adds one unit, or `quantity` units on top of the `inCart` already there (the detail page's quantity). */
export function addProductToCart(product: Product, quantity = 1, inCart = 0, variant?: ProductVariant): void {
  const line = productLine(product, variant);
  addToCart(line);
  if (quantity > 1) setCartItemQuantity(product.id, inCart + quantity, line.variantSku);
  showToast('success', MESSAGES.addedToCart);
}

/** A product sold in versions is saved as its default version (the one its page opens), never as none. */
export function addProductToWishlist(product: Product & Pick<CatalogueProduct, 'options' | 'variants'>): void {
  addToWishlist(toWishlistItem(product, defaultVariant(product)));
  showToast('success', MESSAGES.addedToWishlist);
}
