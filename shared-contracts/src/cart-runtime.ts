/**
 * What the shell hands the cart/wishlist runtime that mfe-cart exposes as 'cart/runtime'
 * (ARCHITECTURE §6). Kept minimal: where the API is, and the session to save under.
 */
import type { AuthSessionSource } from './auth-session';

export interface CartRuntimeDeps {
  apiBaseUrl: string;
  auth: AuthSessionSource;
}

/** Starts owning the cart and wishlist; returns a function that stops the runtime. */
export type StartCartRuntime = (deps: CartRuntimeDeps) => () => void;

/** The shape of the 'cart/runtime' federated module. */
export interface CartRuntimeModule {
  startCartRuntime: StartCartRuntime;
}

/** Every key the runtime keeps in localStorage starts with this (a guest's lists, users' mirrors). */
export const SAVED_LISTS_KEY_PREFIX = 'storefront.saved-lists.v1.';

/** This browser's localStorage, or null where storage is switched off (some private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser holds lists the runtime would show; a host may wait to start it until then. */
export function hasSavedLists(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(SAVED_LISTS_KEY_PREFIX)) return true;
  return false;
}
