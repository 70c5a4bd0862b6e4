import { useEffect, useMemo, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { AuthContext, ConfigContext } from 'shared-contracts/react';
import { LinkedRouter, RoutedPage } from 'shared-contracts/router';
import type { PageBridge } from '../state/pageBridge';

interface HydratedPageRootProps {
  bridge: PageBridge;
  pattern: string;
  Page: ComponentType;
  /** Called once the root's first render (the hydration) has committed. */
  onHydrated: () => void;
}

/**
 * The root of a hydrated page: the page server's tree (config, router, the routed page) with the
 * shell's contexts bridged in. Providers and one-child wrappers add no DOM and no useId fork, so
 * this hydrates what `<RoutedPage>` rendered on the server.
 */
export function HydratedPageRoot({ bridge, pattern, Page, onHydrated }: HydratedPageRootProps) {
  const { config, auth, link } = useSyncExternalStore(bridge.subscribe, bridge.current, bridge.rendered);
  // Once: the first commit of this root is the hydration (a later callback is not a second one).
  const hydrated = useRef(onHydrated);
  useEffect(() => hydrated.current(), []);
  // The same element across the bridge's updates: a new session or route re-renders only what
  // reads it, not the whole page (the session settling right after hydration re-rendered it all).
  const page = useMemo(() => <RoutedPage pattern={pattern} Page={Page} />, [pattern, Page]);
  return (
    <ConfigContext.Provider value={config}>
      <AuthContext.Provider value={auth}>
        <LinkedRouter link={link}>{page}</LinkedRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>
  );
}
