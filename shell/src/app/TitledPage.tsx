import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { pageTitle } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { renderedByServer } from '../features/server-page/api/serverRenderedRoot';

interface TitledPageProps {
  title: string;
  /** The route's page: when the page server rendered it, its own title ("Furniture Store - Study Table") stands. */
  module?: RemoteModuleId;
  children: ReactNode;
}

/**
 * Sets "<storeName> - <title>" for the route. A layout effect, so it runs before a page's own
 * usePageTitle (a passive effect) and the page can refine the title.
 */
export function TitledPage({ title, module, children }: TitledPageProps) {
  const { storeName } = useConfig();
  // Read while rendering: the page marks itself shown in its commit, before this effect runs.
  const [serverTitled] = useState(() => (module ? renderedByServer(module) : false));
  const keepServerTitle = useRef(serverTitled ? { storeName, title } : null);
  useLayoutEffect(() => {
    const kept = keepServerTitle.current;
    if (kept && kept.storeName === storeName && kept.title === title) return;
    keepServerTitle.current = null;
    document.title = pageTitle(storeName, title);
  }, [storeName, title]);
  return children;
}
