/** Cart and wishlist actions of a product card or page: the event contract plus the spec's toasts. */
import { showToast } from 'shared-contracts/toast';
import {
  addToCart,
  addToWishlist,
  MESSAGES,
  setCartItemQuantity,
  type Product,
  type WishlistItem,
} from 'shared-contracts';

export const toWishlistItem = ({ id, productName, price, imgUrl }: Product): WishlistItem => ({
  id,
  productName,
  price,
  imgUrl,
});

/** Adds one unit, or `quantity` units on top of the `inCart` already there (the detail page's quantity). */
export function addProductToCart(product: Product, quantity = 1, inCart = 0): void {
  addToCart({ id: product.id, productName: product.productName, imgUrl: product.imgUrl, price: product.price });
  if (quantity > 1) setCartItemQuantity(product.id, inCart + quantity);
  showToast('success', MESSAGES.addedToCart);
}

export function addProductToWishlist(product: Product): void {
  addToWishlist(toWishlistItem(product));
  showToast('success', MESSAGES.addedToWishlist);
}
