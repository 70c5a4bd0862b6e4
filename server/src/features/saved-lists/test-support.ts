/** Products, lines and callers of the saved-list tests. */
import type { CartItem, WishlistItem } from 'shared-contracts';

export const chair: WishlistItem = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
export const sofa: WishlistItem = {
  id: '21',
  productName: 'Teak Sofa',
  imgUrl: 'https://img.example/sofa.png',
  price: 32000,
};
export const bench: WishlistItem = { id: '33', productName: 'Mango Bench', imgUrl: '/bench.svg', price: 9000 };

/** A cart line as a client sends it. */
export const line = (item: WishlistItem, quantity: number) => ({ ...item, quantity });
/** The same line as the server stores it. */
export const stored = (item: WishlistItem, quantity: number): CartItem => ({
  ...item,
  quantity,
  totalPrice: item.price * quantity,
});
export const as = (uid: string) => ({ authorization: `Bearer token-${uid}` });
