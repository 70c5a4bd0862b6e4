import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createApiClient, type ApiRequest } from '../api';
import { getCartSnapshot, getWishlistSnapshot, subscribeCart, subscribeWishlist } from '../events';
import { pageTitle } from '../page-title';
import type { Cart, WishlistItem } from '../types';
import { useAuth } from './auth-context';
import { useConfig } from './config-context';

/** The cart as the runtime last published it. */
export const useCart = (): Cart => useSyncExternalStore(subscribeCart, getCartSnapshot, getCartSnapshot);

export const useWishlist = (): WishlistItem[] =>
  useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getWishlistSnapshot);

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
