import {
  addToCart,
  addToWishlist,
  clearCart,
  clearWishlist,
  getCartSnapshot,
  getWishlistSnapshot,
  removeFromCart,
  toggleWishlist,
} from 'shared-contracts';
import { bench, chair, fakeAuth, fakeServer, line, sessionOf, sofa } from './testing/fakes';
import { forgetSnapshot, GUEST_KEY, mirrorKey, settle, startRuntime, installRuntimeHarness } from './testing/harness';

installRuntimeHarness();

const CART = '/api/carts/me';
const WISHLIST = '/api/wishlists/me';

describe('cart runtime: a signed-in shopper', () => {
  it('loads the saved lists when the auth state says who is signed in', async () => {
    const server = fakeServer();
    server.carts.set('asha', [line(chair, 2)]);
    server.wishlists.set('asha', [sofa]);
    const auth = fakeAuth(undefined);
    startRuntime(auth, server);
    expect(getCartSnapshot().items).toEqual([]);

    auth.set(sessionOf('asha'));
    await settle();
    expect(getCartSnapshot()).toEqual({ items: [line(chair, 2)], totalQuantity: 2, totalAmount: 9000 });
    expect(getWishlistSnapshot()).toEqual([sofa]);
    expect(server.puts).toEqual([]); // loading alone saves nothing
  });

  it('saves after each change, a burst of clicks as one request carrying the last state', async () => {
    const { server } = startRuntime(fakeAuth(sessionOf('asha')));
    await settle();
    addToCart(chair);
    addToCart(chair);
    addToCart(sofa);
    await settle();
    expect(server.puts).toEqual([{ uid: 'asha', path: CART, items: [line(chair, 2), line(sofa, 1)] }]);

    removeFromCart('07');
    toggleWishlist(bench);
    await settle();
    expect(server.carts.get('asha')).toEqual([line(sofa, 1)]);
    expect(server.wishlists.get('asha')).toEqual([bench]);
    expect(window.localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('replays commands sent while the saved lists were loading on top of them', async () => {
    const server = fakeServer();
    server.carts.set('asha', [line(chair, 1)]);
    const open = server.hold();
    startRuntime(fakeAuth(sessionOf('asha')), server);
    addToCart(chair);
    addToCart(sofa);
    expect(getCartSnapshot().totalQuantity).toBe(2); // shown at once
    open();
    await settle();
    expect(getCartSnapshot().items).toEqual([line(chair, 2), line(sofa, 1)]);
    expect(server.carts.get('asha')).toEqual([line(chair, 2), line(sofa, 1)]);
  });
});

describe('cart runtime: guest → user merge at sign-in', () => {
  it('merges the guest cart (same id: quantities add) and wishlist (union) into the saved ones and saves the result', async () => {
    const server = fakeServer();
    server.carts.set('asha', [line(chair, 2), line(sofa, 1)]);
    server.wishlists.set('asha', [sofa]);
    const auth = fakeAuth(null);
    startRuntime(auth, server);
    addToCart(chair);
    addToCart(bench);
    addToWishlist(sofa);
    addToWishlist(chair);

    auth.set(sessionOf('asha'));
    await settle();
    const merged = [line(chair, 3), line(sofa, 1), line(bench, 1)];
    expect(getCartSnapshot()).toEqual({ items: merged, totalQuantity: 5, totalAmount: 3 * 4500 + 32000 + 9000 });
    expect(getWishlistSnapshot()).toEqual([sofa, chair]);
    expect(server.carts.get('asha')).toEqual(merged);
    expect(server.wishlists.get('asha')).toEqual([sofa, chair]);
    // Handed over exactly once: a later sign-in merges nothing again.
    expect(window.localStorage.getItem(GUEST_KEY)).toBeNull();
  });
});

describe('cart runtime: logout', () => {
  it("empties the screen only: the server keeps the shopper's lists and the guest storage is not written", async () => {
    const server = fakeServer();
    const auth = fakeAuth(sessionOf('asha'));
    startRuntime(auth, server);
    await settle();
    addToCart(chair);
    addToWishlist(sofa);
    await settle();
    const putsBefore = server.puts.length;

    // What the auth provider does on logout: signed out first, then the clear commands.
    auth.set(null);
    clearCart();
    clearWishlist();
    await settle();

    expect(getCartSnapshot().totalQuantity).toBe(0);
    expect(getWishlistSnapshot()).toEqual([]);
    expect(server.puts).toHaveLength(putsBefore);
    expect(server.carts.get('asha')).toEqual([line(chair, 1)]);
    expect(window.localStorage.getItem(GUEST_KEY)).toBeNull();
    expect(window.localStorage.getItem(mirrorKey('asha'))).toBeNull(); // all saved: nothing left behind

    auth.set(sessionOf('asha'));
    await settle();
    expect(getCartSnapshot().items).toEqual([line(chair, 1)]);
    expect(getWishlistSnapshot()).toEqual([sofa]);
  });

  it('sends a change still waiting for its debounce before letting go', async () => {
    const server = fakeServer();
    const auth = fakeAuth(sessionOf('asha'));
    startRuntime(auth, server);
    await settle();
    addToCart(bench);
    auth.set(null);
    await settle();
    expect(server.carts.get('asha')).toEqual([line(bench, 1)]);
  });

  it('signing out before the saved lists arrived gives the guest their lists back', async () => {
    const server = fakeServer();
    const auth = fakeAuth(null);
    startRuntime(auth, server);
    addToCart(chair);
    const open = server.hold();
    auth.set(sessionOf('asha'));
    addToCart(sofa);
    auth.set(null);
    open();
    await settle();
    expect(server.puts).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_KEY) ?? '{}').cart).toEqual([line(chair, 1), line(sofa, 1)]);
  });
});

describe('cart runtime: a failed save', () => {
  it('is logged to the console, retried with growing waits, and the cart on screen stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.failNext(2);
    addToCart(chair);
    await settle(400); // debounce, then the first attempt fails
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Saving the cart failed; trying again in 1 s/);
    addToCart(chair); // a change during the wait rides on the retry
    await settle(1000);
    expect(String(error.mock.calls[1]?.[0])).toMatch(/trying again in 2 s/);
    expect(server.carts.get('asha')).toBeUndefined();
    expect(getCartSnapshot().totalQuantity).toBe(2);
    await settle(2000);
    expect(server.carts.get('asha')).toEqual([line(chair, 2)]);
    expect(JSON.parse(window.localStorage.getItem(mirrorKey('asha')) ?? '{}').unsaved).toEqual({
      cart: false,
      wishlist: false,
    });
  });

  it('is not lost when the page goes away first: the next sign-in restores and saves it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    server.carts.set('asha', [line(sofa, 1)]);
    const first = startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.failNext(100);
    addToCart(chair);
    await settle(400);
    first.stop(); // the tab is closed while the server is down
    forgetSnapshot();

    server.failNext(0);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    expect(getCartSnapshot().items).toEqual([line(sofa, 1), line(chair, 1)]);
    expect(server.carts.get('asha')).toEqual([line(sofa, 1), line(chair, 1)]);
  });

  it('a failed load is retried, and the saved lists are never overwritten meanwhile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    server.carts.set('asha', [line(sofa, 1)]);
    server.failNext(2);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    addToCart(chair);
    await settle(500);
    expect(server.puts).toEqual([]);
    await settle(3000);
    expect(server.carts.get('asha')).toEqual([line(sofa, 1), line(chair, 1)]);
  });
});

describe('cart runtime: the saving path', () => {
  it.each([
    ['cart', CART],
    ['wishlist', WISHLIST],
  ])('the %s is sent to %s with the ID token', async (_kind, path) => {
    const server = fakeServer();
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    if (path === CART) addToCart(chair);
    else addToWishlist(chair);
    await settle();
    const [url, init] = (server.fetchImpl as unknown as jest.Mock).mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`http://api.test${path}`);
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-asha');
  });
});
