import { createContext, useContext, type ReactElement } from 'react';
import type { ServerAppProps } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { MemoryRouter } from 'shared-contracts/router';
import { AppRoutes } from '../app/AppRoutes';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { PageSkeleton } from '../features/federation/components/PageSkeleton';
import { RoutePageBoundary } from '../features/federation/components/RoutePageBoundary';
import { Toaster } from '../features/toasts/Toaster';

const RoutePageContext = createContext<ServerAppProps['page'] | null>(null);

/** The route's remote page as the page server has it; another route's (never asked for) as its skeleton. */
function ServerRemotePage({ module }: { module: RemoteModuleId }) {
  const page = useContext(RoutePageContext);
  return page?.module === module ? <RoutePageBoundary Page={page.Page} /> : <PageSkeleton />;
}

/**
 * The whole site as the shell's server build exports it: a page server renders it around a remote's
 * page as one React tree, streamed into #root, and the browser's App hydrates it once. The elements
 * are App's: the same routes, layouts and page boundary; the router is fixed at one address, and nobody is signed
 * in (the session's default, as in the browser's first render before the session is read).
 */
export default function ServerApp({ config, location, page }: ServerAppProps): ReactElement {
  return (
    <ConfigContext.Provider value={config}>
      <RoutePageContext.Provider value={page}>
        {/* One render at one address: a memory router renders as a static one would, from the shared router. */}
        <MemoryRouter initialEntries={[location]}>
          <AppRoutes RemotePage={ServerRemotePage} />
          <Toaster />
        </MemoryRouter>
      </RoutePageContext.Provider>
    </ConfigContext.Provider>
  );
}
