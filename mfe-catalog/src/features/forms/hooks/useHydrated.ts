import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and at
 * once for a page rendered in the browser). A button that acts only once hydrated is disabled until
 * then: a tap on a server-rendered button before the page's code has it would do nothing, so the
 * page shows it cannot be pressed yet instead.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
