/** Starts runtimes on jsdom's localStorage with fake timers, and stops them after each test. */
import { EMPTY_CART, publishCart, publishWishlist } from 'shared-contracts';
import { createCartRuntime } from '../cartRuntime';
import { fakeAuth, fakeServer } from './fakes';

export const GUEST_KEY = 'storefront.saved-lists.v1.guest';
export const mirrorKey = (uid: string): string => `storefront.saved-lists.v1.user.${uid}`;

let stops: Array<() => void> = [];

export function startRuntime(auth = fakeAuth(null), server = fakeServer()) {
  const stop = createCartRuntime(
    { apiBaseUrl: 'http://api.test', auth: auth.source },
    { storage: window.localStorage, events: window, fetchImpl: server.fetchImpl, now: () => Date.now() },
  );
  stops.push(stop);
  return { auth, server, stop };
}

/** The contract's snapshot is page-global; a "reload" starts from nothing. */
export function forgetSnapshot(): void {
  publishCart(EMPTY_CART);
  publishWishlist([]);
}

/** Lets debounces, retries and fetches run. */
export const settle = (ms = 1000): Promise<void> => jest.advanceTimersByTimeAsync(ms);

export function installRuntimeHarness(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    forgetSnapshot();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
