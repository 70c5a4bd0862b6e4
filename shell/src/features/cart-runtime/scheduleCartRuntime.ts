import {
  SAVED_LISTS_KEY_PREFIX,
  authSessions,
  browserStorage,
  hasSavedLists,
  onCartCommandWaiting,
  type AuthSessionSource,
  type StorefrontConfig,
} from 'shared-contracts';
import { afterFirstPaint } from '../../utils/afterFirstPaint';
import { remoteOf, type RemoteModuleId } from '../federation/api/remoteModules';
import { loadCartRuntime } from './loadCartRuntime';

interface FirstPage {
  config: Pick<StorefrontConfig, 'apiBaseUrl'>;
  firstPage: RemoteModuleId | null;
  firstPageLoaded: Promise<unknown>;
}

interface Surroundings {
  load?: typeof loadCartRuntime;
  storage?: Pick<Storage, 'length' | 'key'> | null;
  auth?: AuthSessionSource;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Starts the cart runtime once it has something to do, and never ahead of the first page:
 * - on a cart page at once (the page shows the runtime's state; its remote is loading anyway);
 * - as soon as a cart command waits for it (an "Add to Cart" click);
 * - after the first page has painted, when this browser holds saved lists or someone is signed in;
 * - later, when someone signs in or another tab saves lists.
 * A guest with nothing saved does not download it until they use the cart.
 */
export function scheduleCartRuntime(
  { config, firstPage, firstPageLoaded }: FirstPage,
  { load = loadCartRuntime, storage = browserStorage(), auth = authSessions, events = window }: Surroundings = {},
): void {
  let started = false;
  const stopWatching: Array<() => void> = [];
  const start = (): void => {
    if (started) return;
    started = true;
    stopWatching.splice(0).forEach((stop) => stop());
    void load(config);
  };

  if (firstPage && remoteOf(firstPage) === 'cart') return start();
  stopWatching.push(onCartCommandWaiting(start));
  void afterFirstPaint(firstPageLoaded).then(() => {
    if (started) return;
    if (hasSavedLists(storage) || auth.current()) return start();
    stopWatching.push(auth.subscribe((session) => session && start()));
    const onStorage = (event: StorageEvent): void => {
      if (event.key?.startsWith(SAVED_LISTS_KEY_PREFIX)) start();
    };
    events.addEventListener('storage', onStorage);
    stopWatching.push(() => events.removeEventListener('storage', onStorage));
  });
}
