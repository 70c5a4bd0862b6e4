import { SAVED_LIST_LIMITS, type CartItem, type WishlistItem } from 'shared-contracts';
import { mergeCartItems, mergeLists, mergeWishlists, rebaseCartItems, rebaseWishlist } from './merge';

const item = (id: string, price: number): WishlistItem => ({
  id,
  productName: `Product ${id}`,
  imgUrl: `/${id}.svg`,
  price,
});
const line = (id: string, price: number, quantity: number): CartItem => ({
  ...item(id, price),
  quantity,
  totalPrice: price * quantity,
});

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

describe("rebasing an unsaved list onto the server's current one (a save answered 409)", () => {
  const chair = (q: number) => line('07', 4500, q);
  const sofa = (q: number) => line('21', 32000, q);
  const bench = (q: number) => line('33', 9000, q);
  const stool = (q: number) => line('44', 1500, q);

  it('keeps a line added on another device and the line added here', () => {
    expect(rebaseCartItems([chair(1)], [chair(1), sofa(1)], [chair(1), bench(2)])).toEqual([
      chair(1),
      bench(2),
      sofa(1),
    ]);
  });

  it('a line removed here stays removed, even if the other device changed its quantity', () => {
    expect(rebaseCartItems([chair(1), sofa(1)], [sofa(1)], [chair(3), sofa(1), bench(1)])).toEqual([sofa(1), bench(1)]);
  });

  it('a line removed elsewhere stays removed unless this device changed it', () => {
    expect(rebaseCartItems([chair(1), sofa(1)], [chair(1), sofa(1)], [sofa(1)])).toEqual([sofa(1)]);
    expect(rebaseCartItems([chair(1), sofa(1)], [chair(2), sofa(1)], [sofa(1)])).toEqual([sofa(1), chair(2)]);
  });

  it("quantities: this device's where it changed the line, the server's where it did not", () => {
    const base = [chair(1), sofa(1)];
    const mine = [chair(3), sofa(1)];
    const theirs = [chair(2), sofa(4)];
    expect(rebaseCartItems(base, mine, theirs)).toEqual([chair(3), sofa(4)]);
  });

  it("the same product added on both devices keeps this device's quantity (not the sum)", () => {
    expect(rebaseCartItems([], [stool(1)], [stool(2)])).toEqual([stool(1)]);
  });

  it('is idempotent: re-sending a save whose answer was lost gives the same list, nothing counted twice', () => {
    const base = [chair(1)];
    const mine = [chair(2), sofa(1)];
    expect(rebaseCartItems(base, mine, mine)).toEqual(mine);
  });

  it('with nothing changed on the server, mine is the answer', () => {
    const base = [chair(1), sofa(2)];
    const mine = [sofa(3), bench(1)];
    expect(rebaseCartItems(base, mine, base)).toEqual([sofa(3), bench(1)]);
  });

  it("never goes over the server's line limit", () => {
    const theirs = Array.from({ length: SAVED_LIST_LIMITS.maxLines }, (_, n) => line(`t${n}`, 10, 1));
    expect(rebaseCartItems([], [chair(1)], theirs)).toHaveLength(SAVED_LIST_LIMITS.maxLines);
  });

  it('the wishlist: additions of both kept, removals of both applied', () => {
    expect(
      rebaseWishlist([item('07', 1), item('21', 2)], [item('21', 2), item('33', 3)], [item('07', 1), item('44', 4)]),
    ).toEqual([item('44', 4), item('33', 3)]);
  });
});
