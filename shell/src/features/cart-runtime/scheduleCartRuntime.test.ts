import {
  SAVED_LISTS_KEY_PREFIX,
  addToCart,
  publishAuthSession,
  serveCartCommands,
  type AuthSessionSource,
  type AuthSessionState,
} from 'shared-contracts';
import { IDLE_FALLBACK_DELAY_MS } from 'shared-contracts/idle';
import { scheduleCartRuntime } from './scheduleCartRuntime';

const config = { apiBaseUrl: 'http://localhost:4000' };
/** The first page, two painted frames (fake timers run requestAnimationFrame every 16 ms), idle. */
const AFTER_FIRST_PAINT_MS = IDLE_FALLBACK_DELAY_MS + 40;
const storageWith = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
const signedOut: AuthSessionSource = { current: () => null, subscribe: () => () => undefined };
const home = { config, firstPage: 'catalog/HomePage' as const, firstPageLoaded: Promise.resolve() };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('scheduleCartRuntime', () => {
  it('starts at once on a cart page (it shows the runtime’s state)', () => {
    const load = jest.fn(async () => undefined);
    scheduleCartRuntime(
      { config, firstPage: 'cart/CartPage', firstPageLoaded: new Promise(() => undefined) },
      { load },
    );
    expect(load).toHaveBeenCalledWith(config);
  });

  it('starts after the first page has painted when this browser holds saved lists', async () => {
    const load = jest.fn(async () => undefined);
    let pageLoaded: (value: unknown) => void = () => undefined;
    const firstPageLoaded = new Promise((resolve) => (pageLoaded = resolve));
    scheduleCartRuntime(
      { ...home, firstPageLoaded },
      { load, storage: storageWith([`${SAVED_LISTS_KEY_PREFIX}guest`]), auth: signedOut },
    );

    await jest.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_MS * 2);
    expect(load).not.toHaveBeenCalled();
    pageLoaded(null);
    await jest.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts after the first page when someone is signed in', async () => {
    const load = jest.fn(async () => undefined);
    const signedIn: AuthSessionSource = {
      current: () => ({ uid: 'u1', getIdToken: async () => 't' }),
      subscribe: () => () => undefined,
    };
    scheduleCartRuntime(home, { load, storage: storageWith([]), auth: signedIn });
    await jest.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits, for a guest with nothing saved, until a cart command, a sign-in or another tab’s save', async () => {
    const load = jest.fn(async () => undefined);
    const events = new EventTarget();
    const listeners = new Set<(session: AuthSessionState) => void>();
    const auth: AuthSessionSource = {
      current: () => null,
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    };
    scheduleCartRuntime(home, { load, storage: storageWith([]), auth, events: events as unknown as Window });
    await jest.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_MS * 3);
    expect(load).not.toHaveBeenCalled();

    const otherTab = new Event('storage') as StorageEvent;
    Object.defineProperty(otherTab, 'key', { value: `${SAVED_LISTS_KEY_PREFIX}guest` });
    events.dispatchEvent(otherTab);
    expect(load).toHaveBeenCalledTimes(1);
    listeners.forEach((listener) => listener({ uid: 'u1', getIdToken: async () => 't' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts as soon as a cart command waits for it, even before the first page has painted', () => {
    const load = jest.fn(async () => undefined);
    scheduleCartRuntime(
      { ...home, firstPageLoaded: new Promise(() => undefined) },
      { load, storage: storageWith([]), auth: signedOut },
    );
    addToCart({ id: '01', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 });
    expect(load).toHaveBeenCalledTimes(1);
    // The runtime drains the waiting command when it starts.
    const stop = serveCartCommands(() => undefined);
    stop();
  });

  it('starts when someone signs in later', async () => {
    const load = jest.fn(async () => undefined);
    scheduleCartRuntime(home, { load, storage: storageWith([]) });
    await jest.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_MS);
    expect(load).not.toHaveBeenCalled();
    publishAuthSession({ uid: 'u2', getIdToken: async () => 't' });
    expect(load).toHaveBeenCalledTimes(1);
    publishAuthSession(null);
  });
});
