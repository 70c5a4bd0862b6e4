/**
 * Whatever sequence of commands arrives, the totals equal the sums of the lines, and the lines agree
 * with a plain model of the rules (quantity per id; line total = price × quantity when an id always
 * has one price, as catalogue products do).
 */
import fc from 'fast-check';
import type { CartCommand, CartItem, WishlistItem } from 'shared-contracts';
import { EMPTY_LISTS, listsReducer } from './lists';

const CATALOGUE: WishlistItem[] = (
  [
    ['01', 2499],
    ['07', 4500],
    ['21', 32000],
    ['33', 105000],
    ['48', 7999],
  ] as const
).map(([id, price]) => ({ id, productName: `Product ${id}`, imgUrl: `/${id}.svg`, price }));

const product = fc.constantFrom(...CATALOGUE);
const id = fc.constantFrom(...CATALOGUE.map((p) => p.id), 'absent');

const command: fc.Arbitrary<CartCommand> = fc.oneof(
  { weight: 5, arbitrary: product.map((item) => ({ type: 'cart/add', item }) as const) },
  { weight: 2, arbitrary: id.map((removed) => ({ type: 'cart/remove', id: removed }) as const) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(id, fc.integer({ min: -3, max: 120 }))
      .map(([target, quantity]) => ({ type: 'cart/setQuantity', id: target, quantity }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'cart/clear' } as const) },
  {
    weight: 1,
    arbitrary: fc
      .uniqueArray(fc.tuple(product, fc.integer({ min: 1, max: 9 })), { selector: ([p]) => p.id, maxLength: 4 })
      .map(
        (lines) =>
          ({
            type: 'cart/set',
            items: lines.map(([p, quantity]): CartItem => ({ ...p, quantity, totalPrice: p.price * quantity })),
          }) as const,
      ),
  },
  { weight: 2, arbitrary: product.map((item) => ({ type: 'wishlist/add', item }) as const) },
  { weight: 2, arbitrary: product.map((item) => ({ type: 'wishlist/toggle', item }) as const) },
  { weight: 1, arbitrary: id.map((removed) => ({ type: 'wishlist/remove', id: removed }) as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'wishlist/clear' } as const) },
);

/** The rules restated as simply as possible: quantity per id, wishlist ids in order. */
function model(commands: CartCommand[]) {
  const quantities = new Map<string, number>();
  let wishlist: string[] = [];
  for (const c of commands) {
    if (c.type === 'cart/add') quantities.set(c.item.id, Math.min(99, (quantities.get(c.item.id) ?? 0) + 1));
    if (c.type === 'cart/remove') quantities.delete(c.id);
    if (c.type === 'cart/setQuantity' && quantities.has(c.id))
      quantities.set(c.id, Math.min(99, Math.max(1, c.quantity)));
    if (c.type === 'cart/clear') quantities.clear();
    if (c.type === 'cart/set') {
      quantities.clear();
      c.items.forEach((line) => quantities.set(line.id, line.quantity));
    }
    if (c.type === 'wishlist/add' && !wishlist.includes(c.item.id)) wishlist.push(c.item.id);
    if (c.type === 'wishlist/remove') wishlist = wishlist.filter((w) => w !== c.id);
    if (c.type === 'wishlist/toggle')
      wishlist = wishlist.includes(c.item.id) ? wishlist.filter((w) => w !== c.item.id) : [...wishlist, c.item.id];
    if (c.type === 'wishlist/clear') wishlist = [];
  }
  return { quantities, wishlist };
}

describe('cart and wishlist after any sequence of commands', () => {
  it('totals always equal the sums of the lines, and the lines follow the rules', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { cart, wishlist } = commands.reduce(listsReducer, EMPTY_LISTS);
        const sumQuantity = cart.items.reduce((sum, line) => sum + line.quantity, 0);
        const sumAmount = cart.items.reduce((sum, line) => sum + line.totalPrice, 0);
        expect(cart.totalQuantity).toBe(sumQuantity);
        expect(cart.totalAmount).toBe(sumAmount);

        const expected = model(commands);
        expect(new Map(cart.items.map((line) => [line.id, line.quantity]))).toEqual(expected.quantities);
        cart.items.forEach((line) => expect(line.totalPrice).toBe(line.price * line.quantity));
        expect(new Set(cart.items.map((line) => line.id)).size).toBe(cart.items.length);
        expect(wishlist.map((w) => w.id)).toEqual(expected.wishlist);
      }),
      { numRuns: 500 },
    );
  });
});
