import { EMPTY_CART, SAVED_LIST_LIMITS, summariseCart, type Cart, type CartItem } from 'shared-contracts';
import { cartReducer } from './cartReducer';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const sofa = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 32000 };
const line = (item: typeof chair, quantity: number): CartItem => ({
  ...item,
  quantity,
  totalPrice: item.price * quantity,
});
const cartOf = (...items: CartItem[]): Cart => summariseCart(items);

describe('cart rules of spec §4', () => {
  it('a new item starts at quantity 1 with totalPrice equal to the price', () => {
    const cart = cartReducer(EMPTY_CART, { type: 'cart/add', item: chair });
    expect(cart).toEqual({ items: [{ ...chair, quantity: 1, totalPrice: 4500 }], totalQuantity: 1, totalAmount: 4500 });
  });

  it('adding an item already in the cart raises its quantity by one and its totalPrice by the price', () => {
    const cart = cartReducer(cartOf(line(chair, 2), line(sofa, 1)), { type: 'cart/add', item: chair });
    expect(cart.items).toEqual([line(chair, 3), line(sofa, 1)]);
    expect(cart.totalQuantity).toBe(4);
    expect(cart.totalAmount).toBe(3 * 4500 + 32000);
  });

  it('removing an item deletes the whole line and lowers the total quantity by its quantity', () => {
    const cart = cartReducer(cartOf(line(chair, 3), line(sofa, 1)), { type: 'cart/remove', id: '07' });
    expect(cart.items).toEqual([line(sofa, 1)]);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(32000);
  });

  it('clearing empties everything', () => {
    expect(cartReducer(cartOf(line(chair, 3), line(sofa, 1)), { type: 'cart/clear' })).toEqual(EMPTY_CART);
  });

  it('setting the cart replaces the items from the given list and recomputes the totals', () => {
    const cart = cartReducer(cartOf(line(chair, 3)), { type: 'cart/set', items: [line(sofa, 2)] });
    expect(cart).toEqual({ items: [line(sofa, 2)], totalQuantity: 2, totalAmount: 64000 });
  });
});

describe('cart/setQuantity (beyond the spec: the cart page − and +)', () => {
  it('sets the quantity and the line total', () => {
    const cart = cartReducer(cartOf(line(chair, 1), line(sofa, 1)), {
      type: 'cart/setQuantity',
      id: '07',
      quantity: 3,
    });
    expect(cart.items).toEqual([line(chair, 3), line(sofa, 1)]);
    expect(cart.totalQuantity).toBe(4);
  });

  it('never goes below 1 nor above the saved-cart limit, and ignores what is not a number', () => {
    const start = cartOf(line(chair, 2));
    const quantityAfter = (quantity: number) =>
      cartReducer(start, { type: 'cart/setQuantity', id: '07', quantity }).items[0]?.quantity;
    expect(quantityAfter(0)).toBe(1);
    expect(quantityAfter(-5)).toBe(1);
    expect(quantityAfter(2.7)).toBe(2);
    expect(quantityAfter(1000)).toBe(SAVED_LIST_LIMITS.maxQuantity);
    expect(cartReducer(start, { type: 'cart/setQuantity', id: '07', quantity: Number.NaN })).toBe(start);
  });

  it('leaves the cart as it is for an id that is not in it', () => {
    const start = cartOf(line(chair, 2));
    expect(cartReducer(start, { type: 'cart/setQuantity', id: 'nope', quantity: 3 })).toBe(start);
  });
});

describe('what changes nothing returns the same cart (nothing to publish or save)', () => {
  it.each([
    ['removing an absent id', { type: 'cart/remove', id: 'nope' } as const],
    ['clearing an empty cart', { type: 'cart/clear' } as const],
    ['a wishlist command', { type: 'wishlist/clear' } as const],
  ])('%s', (_label, command) => {
    const start = command.type === 'cart/clear' ? EMPTY_CART : cartOf(line(chair, 1));
    expect(cartReducer(start, command)).toBe(start);
  });

  it('a line at the quantity limit does not grow, and a full cart takes no new line', () => {
    const full = cartOf(line(chair, SAVED_LIST_LIMITS.maxQuantity));
    expect(cartReducer(full, { type: 'cart/add', item: chair })).toBe(full);
    const lines = Array.from({ length: SAVED_LIST_LIMITS.maxLines }, (_, i) => line({ ...chair, id: `p${i}` }, 1));
    const many = cartOf(...lines);
    expect(cartReducer(many, { type: 'cart/add', item: sofa })).toBe(many);
  });
});

describe('versions of one product', () => {
  const threeSeater = { ...sofa, price: 32000, variantSku: 'SOFA-3', variantLabel: '3-seater, Teak' };
  const fiveSeater = { ...sofa, price: 51000, variantSku: 'SOFA-5', variantLabel: '5-seater, Teak' };

  it('are two lines, each with its own price; adding one again raises only its line', () => {
    let cart = cartReducer(EMPTY_CART, { type: 'cart/add', item: threeSeater });
    cart = cartReducer(cart, { type: 'cart/add', item: fiveSeater });
    cart = cartReducer(cart, { type: 'cart/add', item: threeSeater });
    expect(cart.items).toEqual([
      { ...threeSeater, quantity: 2, totalPrice: 64000 },
      { ...fiveSeater, quantity: 1, totalPrice: 51000 },
    ]);
    expect(cart.totalAmount).toBe(64000 + 51000);
  });

  it('are set and removed by their SKU, the other version left alone', () => {
    const cart = cartOf(
      { ...threeSeater, quantity: 1, totalPrice: 32000 },
      { ...fiveSeater, quantity: 1, totalPrice: 51000 },
    );
    const raised = cartReducer(cart, { type: 'cart/setQuantity', id: '21', variantSku: 'SOFA-5', quantity: 3 });
    expect(raised.items.map((item) => [item.variantSku, item.quantity])).toEqual([
      ['SOFA-3', 1],
      ['SOFA-5', 3],
    ]);
    const removed = cartReducer(raised, { type: 'cart/remove', id: '21', variantSku: 'SOFA-3' });
    expect(removed.items.map((item) => item.variantSku)).toEqual(['SOFA-5']);
    // Without a SKU the command names the product's line without a version: there is none.
    expect(cartReducer(removed, { type: 'cart/remove', id: '21' })).toBe(removed);
  });
});
