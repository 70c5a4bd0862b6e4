import type { SavedCartResponse, SavedWishlistResponse } from 'shared-contracts';
import { SAVED_LIST_PATHS } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { as, chair, line, sofa, stored } from './test-support';

describe('saved cart and wishlist (/api/carts/me, /api/wishlists/me)', () => {
  let fixture: AppFixture;
  beforeEach(() => {
    fixture = makeApp();
  });
  afterEach(() => fixture.close());

  const put = (uid: string, path: string, payload: unknown) =>
    fixture.app.inject({ method: 'PUT', url: path, headers: as(uid), payload: payload as object });
  const get = (uid: string, path: string) => fixture.app.inject({ method: 'GET', url: path, headers: as(uid) });

  it('answers an empty list before anything is saved, and needs a sign-in', async () => {
    expect((await get('asha', SAVED_LIST_PATHS.cart)).json()).toEqual({ items: [], revision: 0 });
    expect((await get('asha', SAVED_LIST_PATHS.wishlist)).json()).toEqual({ items: [], revision: 0 });
    expect((await fixture.app.inject({ method: 'GET', url: SAVED_LIST_PATHS.cart })).statusCode).toBe(401);
    expect(
      (await fixture.app.inject({ method: 'PUT', url: SAVED_LIST_PATHS.cart, payload: { items: [] } })).statusCode,
    ).toBe(401);
  });

  it('stores the cart in carts/{uid} with an items field, line totals computed by the server', async () => {
    const response = await put('asha', SAVED_LIST_PATHS.cart, { items: [line(chair, 2), line(sofa, 1)] });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedCartResponse>()).toEqual({ items: [stored(chair, 2), stored(sofa, 1)], revision: 1 });
    const doc = await fixture.storage.docs.get('carts', 'asha');
    expect(doc?.items).toEqual([stored(chair, 2), stored(sofa, 1)]);
    expect((await get('asha', SAVED_LIST_PATHS.cart)).json<SavedCartResponse>().items).toEqual([
      stored(chair, 2),
      stored(sofa, 1),
    ]);
  });

  it('writes with merge: other fields of the document stay', async () => {
    await fixture.storage.docs.put('carts', 'asha', { note: 'kept', items: [] });
    await put('asha', SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] });
    expect(await fixture.storage.docs.get('carts', 'asha')).toMatchObject({ note: 'kept', items: [stored(chair, 1)] });
  });

  it('accepts a client line total only when it equals price × quantity', async () => {
    const right = await put('asha', SAVED_LIST_PATHS.cart, { items: [{ ...line(chair, 2), totalPrice: 9000 }] });
    expect(right.statusCode).toBe(200);
    const wrong = await put('asha', SAVED_LIST_PATHS.cart, { items: [{ ...line(chair, 2), totalPrice: 1 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('body/items/0/totalPrice must equal price × quantity (9000)');
  });

  it('stores the wishlist in wishlists/{uid}', async () => {
    const response = await put('asha', SAVED_LIST_PATHS.wishlist, { items: [chair, sofa] });
    expect(response.json<SavedWishlistResponse>()).toEqual({ items: [chair, sofa], revision: 1 });
    expect((await fixture.storage.docs.get('wishlists', 'asha'))?.items).toEqual([chair, sofa]);
  });

  describe('ownership', () => {
    it("a user's token only ever reaches their own cart and wishlist", async () => {
      const saves = [
        await put('asha', SAVED_LIST_PATHS.cart, { items: [line(chair, 3)] }),
        await put('asha', SAVED_LIST_PATHS.wishlist, { items: [chair] }),
        await put('bilal', SAVED_LIST_PATHS.cart, { items: [line(sofa, 1)] }),
      ];
      expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200]);

      const bilalsCart = await get('bilal', SAVED_LIST_PATHS.cart);
      const bilalsWishlist = await get('bilal', SAVED_LIST_PATHS.wishlist);
      expect([bilalsCart.statusCode, bilalsWishlist.statusCode]).toEqual([200, 200]);
      expect(bilalsCart.json<SavedCartResponse>().items).toEqual([stored(sofa, 1)]);
      expect(bilalsWishlist.json<SavedWishlistResponse>().items).toEqual([]);
      expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([stored(chair, 3)]);
      expect((await fixture.storage.docs.get('wishlists', 'asha'))?.items).toEqual([chair]);
    });

    it.each([
      ['GET', '/api/carts/asha'],
      ['PUT', '/api/carts/asha'],
      ['GET', '/api/wishlists/asha'],
      ['PUT', '/api/wishlists/asha'],
      ['GET', '/api/carts/me/../asha'],
      ['GET', '/api/carts?uid=asha'],
    ])("%s %s with another user's token is refused and never reaches asha's list", async (method, url) => {
      await put('asha', SAVED_LIST_PATHS.cart, { items: [line(chair, 3)] });
      const response = await fixture.app.inject({
        method: method as 'GET' | 'PUT',
        url,
        headers: as('bilal'),
        payload: method === 'PUT' ? { items: [] } : undefined,
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Sheesham');
      expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([stored(chair, 3)]);
    });

    it('a uid in the body is an unknown field, not a way to pick the owner', async () => {
      const response = await put('bilal', SAVED_LIST_PATHS.cart, { uid: 'asha', items: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("body has an unknown field 'uid'");
      expect(await fixture.storage.docs.get('carts', 'asha')).toBeNull();
    });
  });

  describe('bad bodies are refused with a clear 400', () => {
    const longId = 'x'.repeat(65);
    it.each([
      ['a negative quantity', { items: [line(chair, -1)] }, 'body/items/0/quantity must be >= 1'],
      ['a zero quantity', { items: [line(chair, 0)] }, 'body/items/0/quantity must be >= 1'],
      ['a fractional quantity', { items: [line(chair, 1.5)] }, 'body/items/0/quantity must be integer'],
      ['a quantity over 99', { items: [line(chair, 100)] }, 'body/items/0/quantity must be <= 99'],
      ['a quantity as text', { items: [{ ...chair, quantity: '2' }] }, 'body/items/0/quantity must be integer'],
      [
        'too many lines',
        { items: Array.from({ length: 101 }, (_, i) => line({ ...chair, id: `p${i}` }, 1)) },
        'body/items must NOT have more than 100 items',
      ],
      [
        'an unknown field in a line',
        { items: [{ ...line(chair, 1), role: 'Admin' }] },
        "body/items/0 has an unknown field 'role'",
      ],
      ['an unknown field in the body', { items: [], extra: true }, "body has an unknown field 'extra'"],
      [
        'a long id',
        { items: [line({ ...chair, id: longId }, 1)] },
        'body/items/0/id must NOT have more than 64 characters',
      ],
      [
        'an empty id',
        { items: [line({ ...chair, id: '' }, 1)] },
        'body/items/0/id must NOT have fewer than 1 characters',
      ],
      ['a negative price', { items: [line({ ...chair, price: -1 }, 1)] }, 'body/items/0/price must be >= 0'],
      [
        'a long name',
        { items: [line({ ...chair, productName: 'n'.repeat(201) }, 1)] },
        'body/items/0/productName must NOT have more than 200 characters',
      ],
      [
        'a script URL as image',
        { items: [line({ ...chair, imgUrl: 'javascript:alert(1)' }, 1)] },
        'body/items/0/imgUrl must match pattern "^(https?://|/|data:image/)"',
      ],
      ['items missing', {}, "body must have required property 'items'"],
      [
        'the same product twice',
        { items: [line(chair, 1), line(chair, 2)] },
        "body/items/1/id '07' appears twice; one line per product",
      ],
    ])('%s', async (_label, payload, message) => {
      const response = await put('asha', SAVED_LIST_PATHS.cart, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await fixture.storage.docs.get('carts', 'asha')).toBeNull();
    });

    it('the wishlist takes no quantity and no more than 100 items', async () => {
      const withQuantity = await put('asha', SAVED_LIST_PATHS.wishlist, { items: [line(chair, 1)] });
      expect(withQuantity.json().message).toBe("body/items/0 has an unknown field 'quantity'");
      const tooMany = await put('asha', SAVED_LIST_PATHS.wishlist, {
        items: Array.from({ length: 101 }, (_, i) => ({ ...chair, id: `p${i}` })),
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('a body that is not JSON is a 400 too', async () => {
      const response = await fixture.app.inject({
        method: 'PUT',
        url: SAVED_LIST_PATHS.cart,
        headers: { ...as('asha'), 'content-type': 'application/json' },
        payload: '{"items": [',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('50 concurrent saves by one user leave the last one stored whole, never a mix', async () => {
    const bodies = Array.from({ length: 50 }, (_, n) => ({
      items: Array.from({ length: 1 + (n % 5) }, (_, i) =>
        line({ ...chair, id: `save${n}-line${i}` }, 1 + ((n + i) % 9)),
      ),
    }));
    const responses = await Promise.all(bodies.map((body) => put('asha', SAVED_LIST_PATHS.cart, body)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);

    const answered = responses.map((r, n) => ({ n, revision: r.json<SavedCartResponse>().revision }));
    expect(new Set(answered.map((a) => a.revision)).size).toBe(50);
    const last = answered.reduce((a, b) => (b.revision > a.revision ? b : a));
    expect(last.revision).toBe(50);

    const saved = (await get('asha', SAVED_LIST_PATHS.cart)).json<SavedCartResponse>();
    expect(saved.revision).toBe(50);
    expect(saved.items).toEqual(bodies[last.n]?.items.map((l) => ({ ...l, totalPrice: l.price * l.quantity })));
  });
});
