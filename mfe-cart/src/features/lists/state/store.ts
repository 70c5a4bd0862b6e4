/**
 * The runtime's Redux store. The contract's commands are already Redux actions ({ type: 'cart/add',
 * … }), so they are dispatched as they arrive; `lists/replace` swaps in lists loaded, merged or
 * changed in another tab. The rules themselves stay in the pure reducers (cartReducer,
 * wishlistReducer), which return the same objects when nothing changes.
 */
// Redux core only: Redux Toolkit is a shared singleton, shipped whole (~18 KB gzip) though this
// store needs none of it. `legacy_createStore` is Redux's createStore without the deprecation tag.
import { legacy_createStore as createStore, type Reducer } from 'redux';
import type { CartCommand } from 'shared-contracts';
import { EMPTY_LISTS, listsReducer, type Lists } from './lists';

export interface ReplaceLists {
  type: 'lists/replace';
  lists: Lists;
}

export type ListsAction = CartCommand | ReplaceLists;

export const replaceLists = (lists: Lists): ReplaceLists => ({ type: 'lists/replace', lists });

const reducer: Reducer<Lists, ListsAction, Lists> = (state = EMPTY_LISTS, action) =>
  action.type === 'lists/replace' ? action.lists : listsReducer(state, action);

export function createListsStore(initial: Lists) {
  return createStore(reducer, initial);
}

export type ListsStore = ReturnType<typeof createListsStore>;
