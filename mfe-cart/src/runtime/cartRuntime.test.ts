import {
  addToCart,
  addToWishlist,
  getCartSnapshot,
  getWishlistSnapshot,
  removeFromCart,
  setCartItemQuantity,
  subscribeCart,
} from 'shared-contracts';
import { bench, chair, fakeAuth, line, sessionOf, sofa } from './testing/fakes';
import {
  forgetSnapshot,
  GUEST_KEY,
  mirrorKey,
  settle,
  startRuntime as start,
  installRuntimeHarness,
} from './testing/harness';

installRuntimeHarness();

describe('cart runtime: a guest', () => {
  it('answers commands and publishes the whole state; a late subscriber reads the snapshot', () => {
    start();
    addToCart(chair);
    addToCart(chair);
    addToCart(sofa);
    addToWishlist(bench);

    const listener = jest.fn();
    const off = subscribeCart(listener);
    expect(getCartSnapshot()).toEqual({ items: [line(chair, 2), line(sofa, 1)], totalQuantity: 3, totalAmount: 41000 });
    expect(getWishlistSnapshot()).toEqual([bench]);
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it('keeps the lists in localStorage, so a reload (a new runtime) shows them again', () => {
    const first = start();
    addToCart(chair);
    addToWishlist(sofa);
    first.stop();
    forgetSnapshot();

    start();
    expect(getCartSnapshot().items).toEqual([line(chair, 1)]);
    expect(getWishlistSnapshot()).toEqual([sofa]);
  });

  it('never calls the server', async () => {
    const { server } = start();
    addToCart(chair);
    await settle();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it('ignores a command whose data does not fit the contract', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    addToCart({ ...chair, price: Number.NaN });
    addToCart({ ...chair, imgUrl: 'javascript:alert(1)' });
    expect(getCartSnapshot().items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores storage that cannot be read and starts empty', () => {
    window.localStorage.setItem(GUEST_KEY, '{not json');
    start();
    expect(getCartSnapshot().items).toEqual([]);
  });
});

describe('cart runtime: two tabs of one browser', () => {
  it("a guest tab follows the other tab's guest lists (storage event)", () => {
    start();
    const elsewhere = JSON.stringify({ cart: [line(sofa, 2)], wishlist: [chair] });
    window.localStorage.setItem(GUEST_KEY, elsewhere);
    window.dispatchEvent(
      new StorageEvent('storage', { key: GUEST_KEY, newValue: elsewhere, storageArea: window.localStorage }),
    );
    expect(getCartSnapshot().totalQuantity).toBe(2);
    expect(getWishlistSnapshot()).toEqual([chair]);
  });

  it("a signed-in tab follows the other tab's mirror of the same shopper, and not another's", async () => {
    const { server } = start(fakeAuth(sessionOf('asha')));
    await settle();
    const mirror = (cart: unknown[]) =>
      JSON.stringify({ cart, wishlist: [], unsaved: { cart: true, wishlist: false }, changedAt: Date.now() });
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: mirrorKey('bilal'),
        newValue: mirror([line(sofa, 5)]),
        storageArea: window.localStorage,
      }),
    );
    expect(getCartSnapshot().items).toEqual([]);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: mirrorKey('asha'),
        newValue: mirror([line(bench, 1)]),
        storageArea: window.localStorage,
      }),
    );
    expect(getCartSnapshot().items).toEqual([line(bench, 1)]);
    await settle();
    // The tab that made the change saves it; this one does not send it again.
    expect(server.puts).toEqual([]);
  });
});

describe('cart runtime: quantity and removal from the cart page', () => {
  it('− and + never go below 1; remove lowers the total by the line quantity', () => {
    start();
    addToCart(chair);
    addToCart(sofa);
    setCartItemQuantity('07', 3);
    setCartItemQuantity('21', 0);
    expect(getCartSnapshot().totalQuantity).toBe(4);
    removeFromCart('07');
    expect(getCartSnapshot()).toEqual({ items: [line(sofa, 1)], totalQuantity: 1, totalAmount: 32000 });
  });
});
