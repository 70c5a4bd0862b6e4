/** Lost-update protection of PUT /api/carts/me and /api/wishlists/me: If-Match names a revision. */
import { SAVED_LIST_PATHS, type CartItem, type SavedCartResponse, type SavedListConflict } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { as, bench, chair, line, sofa, stored } from './test-support';

describe('If-Match on the saved lists', () => {
  let fixture: AppFixture;
  beforeEach(() => {
    fixture = makeApp();
  });
  afterEach(() => fixture.close());

  const put = (path: string, payload: object, ifMatch?: string) =>
    fixture.app.inject({
      method: 'PUT',
      url: path,
      headers: { ...as('asha'), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload,
    });
  const get = (path: string) => fixture.app.inject({ method: 'GET', url: path, headers: as('asha') });

  it('browsers of the apps may send If-Match and read the ETag (CORS)', async () => {
    const origin = 'http://localhost:3003';
    const preflight = await fixture.app.inject({
      method: 'OPTIONS',
      url: SAVED_LIST_PATHS.cart,
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/If-Match/);
    const read = await fixture.app.inject({
      method: 'GET',
      url: SAVED_LIST_PATHS.cart,
      headers: { ...as('asha'), origin },
    });
    expect(String(read.headers['access-control-expose-headers'])).toMatch(/ETag/);
  });

  it('GET and PUT answer the revision as an ETag', async () => {
    expect((await get(SAVED_LIST_PATHS.cart)).headers.etag).toBe('"0"');
    const saved = await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] }, '"0"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    expect((await get(SAVED_LIST_PATHS.cart)).headers.etag).toBe('"1"');
    expect((await get(SAVED_LIST_PATHS.wishlist)).headers.etag).toBe('"0"');
  });

  it('a matching If-Match is stored: 200 with revision + 1 (a weak ETag reads the same)', async () => {
    await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] });
    const response = await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 2)] }, '"1"');
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedCartResponse>()).toEqual({ items: [stored(chair, 2)], revision: 2 });
    expect((await put(SAVED_LIST_PATHS.cart, { items: [] }, 'W/"2"')).json<SavedCartResponse>().revision).toBe(3);
  });

  it.each([
    ['cart', SAVED_LIST_PATHS.cart, [line(chair, 1)], [line(sofa, 1)], [stored(chair, 1)]],
    ['wishlist', SAVED_LIST_PATHS.wishlist, [chair], [sofa], [chair]],
  ])(
    'a stale If-Match on the %s: 409 with the current list and its ETag, nothing written',
    async (_kind, path, first, second, current) => {
      await put(path, { items: first }, '"0"');
      const before = await fixture.storage.docs.get(path === SAVED_LIST_PATHS.cart ? 'carts' : 'wishlists', 'asha');

      const response = await put(path, { items: second }, '"0"');
      expect(response.statusCode).toBe(409);
      expect(response.headers.etag).toBe('"1"');
      expect(response.json<SavedListConflict<unknown>>()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'The list changed since you last loaded it; merge with the list sent and save again.',
        items: current,
        revision: 1,
      });
      expect(await fixture.storage.docs.get(path === SAVED_LIST_PATHS.cart ? 'carts' : 'wishlists', 'asha')).toEqual(
        before,
      );
    },
  );

  it('a save of the list as stored writes nothing: 200 at its revision, whatever revision it names', async () => {
    await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1), line(sofa, 2)] });
    const before = await fixture.storage.docs.get('carts', 'asha');

    // Without If-Match (checkout's save of the cart the runtime saved already): the revision stays.
    const again = await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1), line(sofa, 2)] });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe('"1"');
    // With an older revision (the page's save of the cart the server has just emptied the same way).
    await put(SAVED_LIST_PATHS.cart, { items: [] }, '"1"');
    const emptied = await put(SAVED_LIST_PATHS.cart, { items: [] }, '"1"');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<SavedCartResponse>()).toEqual({ items: [], revision: 2 });
    expect(emptied.headers.etag).toBe('"2"');
    expect(before?.revision).toBe(1);

    // A different list from an older revision is still a conflict; so are the same lines in another order.
    expect((await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] }, '"1"')).statusCode).toBe(409);
    await put(SAVED_LIST_PATHS.wishlist, { items: [chair, sofa] });
    expect((await put(SAVED_LIST_PATHS.wishlist, { items: [sofa, chair] }, '"0"')).statusCode).toBe(409);
    expect((await put(SAVED_LIST_PATHS.wishlist, { items: [chair, sofa] }, '"0"')).statusCode).toBe(200);
    expect((await get(SAVED_LIST_PATHS.wishlist)).headers.etag).toBe('"1"');
  });

  it('an If-Match ahead of the list (a revision never answered) is stale too', async () => {
    expect((await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] }, '"5"')).statusCode).toBe(409);
    expect(await fixture.storage.docs.get('carts', 'asha')).toBeNull();
  });

  it('without If-Match a save is stored as before (older clients)', async () => {
    await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] });
    const response = await put(SAVED_LIST_PATHS.cart, { items: [line(sofa, 1)] });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedCartResponse>()).toEqual({ items: [stored(sofa, 1)], revision: 2 });
  });

  it.each(['3', '"abc"', '*', '"1", "2"'])('a malformed If-Match %j is a 400 and writes nothing', async (ifMatch) => {
    const response = await put(SAVED_LIST_PATHS.cart, { items: [line(chair, 1)] }, ifMatch);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('If-Match must be the list\'s revision as an ETag, like "3".');
    expect(await fixture.storage.docs.get('carts', 'asha')).toBeNull();
  });

  it('two devices saving from the same revision: exactly one 200, one 409; the loser merges, retries, and nothing is lost', async () => {
    await put(SAVED_LIST_PATHS.cart, { items: [line(bench, 1)] });
    const phone = { items: [line(bench, 1), line(chair, 1)] };
    const laptop = { items: [line(bench, 1), line(sofa, 2)] };

    const answers = await Promise.all([
      put(SAVED_LIST_PATHS.cart, phone, '"1"'),
      put(SAVED_LIST_PATHS.cart, laptop, '"1"'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    const loserIndex = answers.findIndex((a) => a.statusCode === 409);
    const loser = loserIndex === 0 ? phone : laptop;
    const conflict = answers[loserIndex]?.json<SavedListConflict<CartItem>>();
    if (!conflict) throw new Error('no 409 answer');
    expect(conflict.revision).toBe(2);
    // The loser's merge (the rule of mfe-cart's rebaseCartItems for this case): the server's lines,
    // then the line this device added.
    const known = new Set(conflict.items.map((item) => item.id));
    const merged = [
      ...conflict.items.map(({ id, productName, imgUrl, price, quantity }) => ({
        id,
        productName,
        imgUrl,
        price,
        quantity,
      })),
      ...loser.items.filter((item) => !known.has(item.id)),
    ];
    const retried = await put(SAVED_LIST_PATHS.cart, { items: merged }, `"${conflict.revision}"`);
    expect(retried.statusCode).toBe(200);

    const final = (await get(SAVED_LIST_PATHS.cart)).json<SavedCartResponse>();
    expect(final.revision).toBe(3);
    expect(final.items.map((item) => item.id).sort()).toEqual(['07', '21', '33']);
  });

  it('50 saves racing from one revision: exactly one is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        put(SAVED_LIST_PATHS.cart, { items: [line({ ...chair, id: `p${n}` }, 1)] }, '"0"'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect((await get(SAVED_LIST_PATHS.cart)).json<SavedCartResponse>().revision).toBe(1);
  });
});
