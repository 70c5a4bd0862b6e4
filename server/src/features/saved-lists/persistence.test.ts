import { SAVED_LIST_PATHS, type SavedCartResponse } from 'shared-contracts';
import { makeApp } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { openSqliteStorage } from '../../storage/sqlite';

describe('saved lists across a server restart', () => {
  it('a saved cart and wishlist are there after closing the app and storage and reopening the same data dir', async () => {
    const data = makeTempDir('saved-lists-restart');
    const headers = { authorization: 'Bearer token-asha' };
    const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
    try {
      const first = makeApp({ storage: openSqliteStorage({ dataDir: data.dir }) });
      await first.app.inject({
        method: 'PUT',
        url: SAVED_LIST_PATHS.cart,
        headers,
        payload: { items: [{ ...chair, quantity: 2 }] },
      });
      await first.app.inject({ method: 'PUT', url: SAVED_LIST_PATHS.wishlist, headers, payload: { items: [chair] } });
      await first.close();

      const second = makeApp({ storage: openSqliteStorage({ dataDir: data.dir }) });
      const cart = (
        await second.app.inject({ method: 'GET', url: SAVED_LIST_PATHS.cart, headers })
      ).json<SavedCartResponse>();
      const wishlist = (await second.app.inject({ method: 'GET', url: SAVED_LIST_PATHS.wishlist, headers })).json();
      await second.close();

      expect(cart).toEqual({ items: [{ ...chair, quantity: 2, totalPrice: 9000 }], revision: 1 });
      expect(wishlist).toEqual({ items: [chair], revision: 1 });
    } finally {
      data.remove();
    }
  });
});
