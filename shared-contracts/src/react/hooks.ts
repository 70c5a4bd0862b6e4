import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createApiClient, type ApiRequest } from '../api';
import { EMPTY_CART } from '../cart-math';
import { getCartSnapshot, getWishlistSnapshot, subscribeCart, subscribeWishlist } from '../events';
import { pageTitle } from '../page-title';
import type { Cart, WishlistItem } from '../types';
import { useAuth } from './auth-context';
import { useConfig } from './config-context';

/*
 * A page rendered on the server is nobody's: its render and the browser's hydration of it
 * show empty lists, and the shopper's own follow in the next render.
 */
const emptyCart = (): Cart => EMPTY_CART;
const NO_WISHLIST: WishlistItem[] = [];
const emptyWishlist = (): WishlistItem[] => NO_WISHLIST;

/** The cart as the runtime last published it (empty on the server and while hydrating). */
export const useCart = (): Cart => useSyncExternalStore(subscribeCart, getCartSnapshot, emptyCart);

/** The wishlist as the runtime last published it (empty on the server and while hydrating). */
export const useWishlist = (): WishlistItem[] =>
  useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, emptyWishlist);

/** Sets document.title to "<storeName> - <page>". */
export function usePageTitle(page: string): void {
  const { storeName } = useConfig();
  useEffect(() => {
    document.title = pageTitle(storeName, page);
  }, [storeName, page]);
}

/** The API client for this session: base URL from config, ID token attached. */
export function useApi(): ApiRequest {
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  return useMemo(() => createApiClient({ baseUrl: apiBaseUrl, getIdToken }), [apiBaseUrl, getIdToken]);
}
