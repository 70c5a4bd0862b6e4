/**
 * The runtime's Redux store. The contract's commands are already Redux actions ({ type: 'cart/add',
 * … }), so they are dispatched as they arrive; `lists/replace` swaps in lists loaded, merged or
 * changed in another tab. The rules themselves stay in the pure reducers (cartReducer,
 * wishlistReducer), which return the same objects when nothing changes.
 */
import { configureStore } from '@reduxjs/toolkit';
import type { CartCommand } from 'shared-contracts';
import { EMPTY_LISTS, listsReducer, type Lists } from './lists';

export interface ReplaceLists {
  type: 'lists/replace';
  lists: Lists;
}

export type ListsAction = CartCommand | ReplaceLists;

export const replaceLists = (lists: Lists): ReplaceLists => ({ type: 'lists/replace', lists });

function reducer(state: Lists = EMPTY_LISTS, action: ListsAction): Lists {
  return action.type === 'lists/replace' ? action.lists : listsReducer(state, action);
}

export function createListsStore(initial: Lists) {
  return configureStore({ reducer, preloadedState: initial });
}

export type ListsStore = ReturnType<typeof createListsStore>;
