import { SAVED_LIST_LIMITS, type CartItem, type WishlistItem } from 'shared-contracts';
import { mergeCartItems, mergeLists, mergeWishlists } from './merge';

const item = (id: string, price: number): WishlistItem => ({ id, productName: `Product ${id}`, imgUrl: `/${id}.svg`, price });
const line = (id: string, price: number, quantity: number): CartItem => ({ ...item(id, price), quantity, totalPrice: price * quantity });

describe('guest → user merge at sign-in', () => {
  it('adds the quantities of the same id and keeps other lines of both', () => {
    const saved = [line('07', 4500, 2), line('21', 32000, 1)];
    const guest = [line('07', 4500, 1), line('33', 9000, 3)];
    expect(mergeCartItems(saved, guest)).toEqual([line('07', 4500, 3), line('21', 32000, 1), line('33', 9000, 3)]);
  });

  it('does not change the lists it is given', () => {
    const saved = [line('07', 4500, 2)];
    mergeCartItems(saved, [line('07', 4500, 1)]);
    expect(saved).toEqual([line('07', 4500, 2)]);
  });

  it('caps a merged quantity at the saved-cart limit', () => {
    const merged = mergeCartItems([line('07', 10, 90)], [line('07', 10, 20)]);
    expect(merged).toEqual([line('07', 10, SAVED_LIST_LIMITS.maxQuantity)]);
  });

  it('makes the wishlist the union by id, saved items first', () => {
    expect(mergeWishlists([item('07', 1), item('21', 2)], [item('21', 2), item('33', 3)])).toEqual([
      item('07', 1),
      item('21', 2),
      item('33', 3),
    ]);
  });

  it('with an empty guest, the saved lists come back unchanged', () => {
    const saved = { cart: [line('07', 4500, 2)], wishlist: [item('21', 2)] };
    expect(mergeLists(saved, { cart: [], wishlist: [] })).toEqual(saved);
  });
});
