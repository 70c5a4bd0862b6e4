import { EMPTY_CART } from 'shared-contracts';
import { EMPTY_LISTS, toLists } from './lists';
import { createListsStore, replaceLists } from './store';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };

describe('the runtime store', () => {
  it('applies contract commands dispatched as actions', () => {
    const store = createListsStore(EMPTY_LISTS);
    store.dispatch({ type: 'cart/add', item: chair });
    store.dispatch({ type: 'cart/add', item: chair });
    store.dispatch({ type: 'wishlist/add', item: chair });
    expect(store.getState().cart).toEqual({
      items: [{ ...chair, quantity: 2, totalPrice: 9000 }],
      totalQuantity: 2,
      totalAmount: 9000,
    });
    expect(store.getState().wishlist).toEqual([chair]);
  });

  it('keeps the same state object when a command changes nothing', () => {
    const store = createListsStore(EMPTY_LISTS);
    const before = store.getState();
    store.dispatch({ type: 'cart/remove', id: 'absent' });
    expect(store.getState()).toBe(before);
  });

  it('replaces both lists at once', () => {
    const store = createListsStore(EMPTY_LISTS);
    const loaded = toLists({ cart: [{ ...chair, quantity: 3, totalPrice: 13500 }], wishlist: [] });
    store.dispatch(replaceLists(loaded));
    expect(store.getState()).toBe(loaded);
    store.dispatch({ type: 'cart/clear' });
    expect(store.getState().cart).toEqual(EMPTY_CART);
  });
});
