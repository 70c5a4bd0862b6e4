import { createLocalLists, parseUserMirror } from './localLists';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };

beforeEach(() => window.localStorage.clear());

describe('lists kept in localStorage', () => {
  it('keeps only well-formed lines, once per id', () => {
    window.localStorage.setItem(
      'storefront.saved-lists.v1.guest',
      JSON.stringify({
        cart: [
          { ...chair, quantity: 2, totalPrice: 9000 },
          { ...chair, quantity: 1, totalPrice: 4500 },
          { id: 5 },
          { ...chair, id: '08', quantity: -1, totalPrice: 0 },
        ],
        wishlist: 'nope',
      }),
    );
    expect(createLocalLists(window.localStorage).readGuest()).toEqual({
      cart: [{ ...chair, quantity: 2, totalPrice: 9000 }],
      wishlist: [],
    });
  });

  it('hands the guest lists over once and removes an emptied guest entry', () => {
    const local = createLocalLists(window.localStorage);
    local.writeGuest({ cart: [], wishlist: [chair] });
    expect(local.takeGuest().wishlist).toEqual([chair]);
    expect(local.takeGuest().wishlist).toEqual([]);
    local.writeGuest({ cart: [], wishlist: [] });
    expect(window.localStorage.length).toBe(0);
  });

  it('works without storage, and survives storage that throws', () => {
    expect(createLocalLists(null).readGuest()).toEqual({ cart: [], wishlist: [] });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(() => createLocalLists(full).writeGuest({ cart: [], wishlist: [chair] })).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('reads a mirror with unknown flags as saved', () => {
    expect(parseUserMirror(JSON.stringify({ cart: [], wishlist: [chair] }))).toEqual({
      cart: [],
      wishlist: [chair],
      unsaved: { cart: false, wishlist: false },
      changedAt: 0,
    });
    expect(parseUserMirror(null)).toBeNull();
  });

  it("keeps the mirror's base (the server's lists it was made from), checked like the lists", () => {
    const local = createLocalLists(window.localStorage);
    const base = { cart: [{ ...chair, quantity: 1, totalPrice: 4500 }], wishlist: [] };
    local.writeMirror('asha', {
      cart: [],
      wishlist: [chair],
      unsaved: { cart: true, wishlist: false },
      changedAt: 5,
      base,
    });
    expect(local.readMirror('asha')?.base).toEqual(base);
    expect(
      parseUserMirror(JSON.stringify({ cart: [], wishlist: [], base: { cart: [{ id: 5 }], wishlist: 'x' } }))?.base,
    ).toEqual({ cart: [], wishlist: [] });
  });
});
