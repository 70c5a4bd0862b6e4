import { addToCart, addToWishlist, getCartSnapshot, getWishlistSnapshot, removeFromCart } from 'shared-contracts';
import { bench, chair, fakeAuth, fakeServer, line, sessionOf, sofa } from './testing/fakes';
import { forgetSnapshot, mirrorKey, settle, startRuntime, installRuntimeHarness } from './testing/harness';

installRuntimeHarness();

const CART = '/api/carts/me';
const sentHeaders = (server: ReturnType<typeof fakeServer>) =>
  (server.fetchImpl as unknown as jest.Mock).mock.calls
    .filter(([, init]) => (init as RequestInit).method === 'PUT')
    .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['if-match']);

describe('cart runtime: saves name the revision last seen, and a conflict is merged, not lost', () => {
  it('sends If-Match with the revision it loaded, then the one each save answered', async () => {
    const server = fakeServer();
    server.saveCartElsewhere('asha', [line(sofa, 1)]);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    addToCart(chair);
    await settle();
    addToCart(bench);
    await settle();
    expect(sentHeaders(server)).toEqual(['"1"', '"2"']);
    expect(server.conflicts).toEqual([]);
  });

  it('a line added on another device is kept: 409, merge, retry; the screen shows both', async () => {
    const server = fakeServer();
    server.saveCartElsewhere('asha', [line(sofa, 1)]);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.saveCartElsewhere('asha', [line(sofa, 1), line(bench, 2)]); // the phone, meanwhile

    addToCart(chair);
    await settle();
    expect(server.conflicts).toHaveLength(1);
    expect(server.carts.get('asha')).toEqual([line(sofa, 1), line(bench, 2), line(chair, 1)]);
    expect(getCartSnapshot().items).toEqual([line(sofa, 1), line(bench, 2), line(chair, 1)]);
    const mirror = JSON.parse(window.localStorage.getItem(mirrorKey('asha')) ?? '{}');
    expect(mirror.cart).toEqual([line(sofa, 1), line(bench, 2), line(chair, 1)]);
    expect(mirror.unsaved).toEqual({ cart: false, wishlist: false });

    addToCart(chair); // the next save builds on the merged list, no conflict
    await settle();
    expect(server.conflicts).toHaveLength(1);
    expect(server.carts.get('asha')).toEqual([line(sofa, 1), line(bench, 2), line(chair, 2)]);
  });

  it('a line removed here stays removed, even though the other device saved after it was loaded', async () => {
    const server = fakeServer();
    server.saveCartElsewhere('asha', [line(chair, 1), line(sofa, 1)]);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.saveCartElsewhere('asha', [line(chair, 3), line(sofa, 1), line(bench, 1)]);

    removeFromCart('07');
    await settle();
    expect(server.carts.get('asha')).toEqual([line(sofa, 1), line(bench, 1)]);
    expect(getCartSnapshot()).toEqual({ items: [line(sofa, 1), line(bench, 1)], totalQuantity: 2, totalAmount: 41000 });
  });

  it('a change made while the conflicting save was under way rides on the merge', async () => {
    const server = fakeServer();
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.saveCartElsewhere('asha', [line(bench, 1)]);
    addToCart(chair);
    const open = server.hold();
    await settle(400); // the save (and its conflict) is held at the server
    addToCart(sofa);
    open();
    await settle();
    expect(server.carts.get('asha')).toEqual([line(bench, 1), line(chair, 1), line(sofa, 1)]);
    expect(getCartSnapshot().items).toEqual([line(bench, 1), line(chair, 1), line(sofa, 1)]);
    expect(server.puts.at(-1)?.path).toBe(CART);
  });

  it('an unsaved change left by a closed tab is rebased at the next sign-in: lines another device saved meanwhile stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    server.saveCartElsewhere('asha', [line(sofa, 1), line(bench, 1)]);
    const first = startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.failNext(100);
    addToCart(chair);
    removeFromCart('33');
    await settle(400);
    first.stop(); // closed while the server was down: the change is only in the mirror
    forgetSnapshot();

    server.failNext(0);
    server.saveCartElsewhere('asha', [line(sofa, 2), line(bench, 1), line({ ...bench, id: '44' }, 1)]); // the phone
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    const expected = [line(sofa, 2), line({ ...bench, id: '44' }, 1), line(chair, 1)];
    expect(server.carts.get('asha')).toEqual(expected);
    expect(getCartSnapshot().items).toEqual(expected);
  });

  it('the wishlist merges the same way', async () => {
    const server = fakeServer();
    server.saveWishlistElsewhere('asha', [sofa]);
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    server.saveWishlistElsewhere('asha', [sofa, bench]);
    addToWishlist(chair);
    await settle();
    expect(server.wishlists.get('asha')).toEqual([sofa, bench, chair]);
    expect(getWishlistSnapshot()).toEqual([sofa, bench, chair]);
  });

  it("conflicts that keep coming are retried with the saver's backoff, and still end merged", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    startRuntime(fakeAuth(sessionOf('asha')), server);
    await settle();
    // Another device adds a line before every one of this device's attempts (1 + 5 rebases).
    const fetchImpl = server.fetchImpl as unknown as jest.Mock;
    const real = fetchImpl.getMockImplementation();
    const elsewhere = [line(bench, 1)];
    fetchImpl.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && elsewhere.length <= 6) {
        elsewhere.push(line({ ...bench, id: `b${elsewhere.length}` }, 1));
        server.saveCartElsewhere('asha', [...elsewhere]);
      }
      return real?.(input, init);
    });
    addToCart(chair);
    await settle(400);
    expect(server.conflicts).toHaveLength(6);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Saving the cart failed; trying again in 1 s/);
    await settle(1000);
    // Every line the other device added is there, and this device's chair.
    expect(server.carts.get('asha')).toEqual([...elsewhere, line(chair, 1)]);
    expect(getCartSnapshot().items).toEqual([...elsewhere, line(chair, 1)]);
  });
});
