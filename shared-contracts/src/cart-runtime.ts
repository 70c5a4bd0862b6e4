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
