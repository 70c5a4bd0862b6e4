import { SAVED_LISTS_KEY_PREFIX, hasSavedLists } from './cart-runtime';

const storageWith = (keys: string[]): Pick<Storage, 'length' | 'key'> => ({
  length: keys.length,
  key: (i) => keys[i] ?? null,
});

describe('hasSavedLists', () => {
  it('is true when any saved-lists key is stored (a guest’s lists or a user’s mirror)', () => {
    expect(hasSavedLists(storageWith(['theme', `${SAVED_LISTS_KEY_PREFIX}guest`]))).toBe(true);
    expect(hasSavedLists(storageWith([`${SAVED_LISTS_KEY_PREFIX}user.abc`]))).toBe(true);
  });

  it('is false for other keys, an empty storage or none at all', () => {
    expect(hasSavedLists(storageWith(['firebase:authUser:key:[DEFAULT]', 'storefront.saved-lists.v0.guest']))).toBe(
      false,
    );
    expect(hasSavedLists(storageWith([]))).toBe(false);
    expect(hasSavedLists(null)).toBe(false);
  });
});
