import type { WishlistItem } from 'shared-contracts';
import { wishlistReducer } from './wishlistReducer';

const chair: WishlistItem = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const sofa: WishlistItem = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 32000 };

describe('wishlist rules of spec §4', () => {
  it('adds an item that is not there yet', () => {
    expect(wishlistReducer([chair], { type: 'wishlist/add', item: sofa })).toEqual([chair, sofa]);
  });

  it('adding an item whose id is already present does nothing (silent)', () => {
    const list = [chair];
    expect(wishlistReducer(list, { type: 'wishlist/add', item: { ...chair, price: 1 } })).toBe(list);
  });

  it('removes an item by id', () => {
    expect(wishlistReducer([chair, sofa], { type: 'wishlist/remove', id: '07' })).toEqual([sofa]);
  });

  it('clears the wishlist', () => {
    expect(wishlistReducer([chair, sofa], { type: 'wishlist/clear' })).toEqual([]);
  });

  it('toggle adds an absent item and removes a present one (the detail page heart)', () => {
    const added = wishlistReducer([sofa], { type: 'wishlist/toggle', item: chair });
    expect(added).toEqual([sofa, chair]);
    expect(wishlistReducer(added, { type: 'wishlist/toggle', item: chair })).toEqual([sofa]);
  });

  it('keeps only the fields of a wishlist item', () => {
    const extra = { ...chair, category: 'Chair' } as WishlistItem;
    expect(wishlistReducer([], { type: 'wishlist/add', item: extra })).toEqual([chair]);
  });

  it('returns the same list for an absent id, an empty clear and cart commands', () => {
    const list = [chair];
    expect(wishlistReducer(list, { type: 'wishlist/remove', id: 'nope' })).toBe(list);
    expect(wishlistReducer(list, { type: 'cart/clear' })).toBe(list);
    const empty: WishlistItem[] = [];
    expect(wishlistReducer(empty, { type: 'wishlist/clear' })).toBe(empty);
  });
});

it('keeps two versions of one product apart: each added, toggled and removed by its SKU', () => {
  const walnut: WishlistItem = { ...sofa, variantSku: 'SOFA-W', variantLabel: 'Walnut' };
  const teak: WishlistItem = { ...sofa, variantSku: 'SOFA-T', variantLabel: 'Teak' };
  let list = wishlistReducer([], { type: 'wishlist/add', item: walnut });
  list = wishlistReducer(list, { type: 'wishlist/toggle', item: teak });
  expect(list).toEqual([walnut, teak]);
  list = wishlistReducer(list, { type: 'wishlist/toggle', item: walnut });
  expect(list).toEqual([teak]);
  expect(wishlistReducer(list, { type: 'wishlist/remove', id: '21', variantSku: 'SOFA-T' })).toEqual([]);
});
