/** Cart and wishlist actions of a product card or page: the event contract plus the spec's toasts. */
import { showToast } from 'shared-contracts/toast';
import { addToCart, addToWishlist, MESSAGES, type Product, type WishlistItem } from 'shared-contracts';

export const toWishlistItem = ({ id, productName, price, imgUrl }: Product): WishlistItem => ({ id, productName, price, imgUrl });

export function addProductToCart(product: Product): void {
  addToCart({ id: product.id, productName: product.productName, imgUrl: product.imgUrl, price: product.price });
  showToast('success', MESSAGES.addedToCart);
}

export function addProductToWishlist(product: Product): void {
  addToWishlist(toWishlistItem(product));
  showToast('success', MESSAGES.addedToWishlist);
}
