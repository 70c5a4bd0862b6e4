import { Suspense, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { serverPageFor } from '../../server-page/api/keptServerPage';
import { ServerRenderedPage } from '../../server-page/components/ServerRenderedPage';
import { isPageModule, type PageModule } from '../api/pageModule';
import { loadRemoteModule, loadedRemoteModule, resetRemote } from '../api/remoteRegistry';
import { remoteOf, type RemoteModuleId } from '../api/remoteModules';
import { refusalOf } from '../state/refusedRemotes';
import { bumpRemoteGeneration, useRemoteGeneration } from '../hooks/useRemoteGeneration';
import { PageSkeleton } from './PageSkeleton';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

const pages = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();

function retry(id: RemoteModuleId): void {
  resetRemote(remoteOf(id));
  bumpRemoteGeneration(remoteOf(id));
}

/** The page's component: as is when its module has arrived (no skeleton in between), else lazy. */
function pageComponent(id: RemoteModuleId, generation: number): ComponentType | LazyExoticComponent<ComponentType> {
  const key = `${id}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    const ready = loadedRemoteModule<PageModule>(id);
    page = isPageModule(ready)
      ? ready.default
      : lazy(async (): Promise<PageModule> => {
          const arrived = await loadRemoteModule<PageModule>(id);
          if (isPageModule(arrived)) return arrived;
          const reason = refusalOf(remoteOf(id)) ? 'incompatible' : 'load';
          return { default: () => <RemoteUnavailable reason={reason} onRetry={() => retry(id)} /> };
        });
    pages.set(key, page);
  }
  return page;
}

/**
 * A route whose page lives in a remote. The first route's page, when the page server rendered it,
 * is hydrated; otherwise it renders here: lazy, with a skeleton, a retry fallback and a boundary.
 */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const [shown, setShown] = useState(() => ({ module, serverPage: serverPageFor(module) }));
  // The router keeps this component when the route changes: the server's page was for the first route only.
  if (shown.module !== module) setShown({ module, serverPage: null });
  const renderInBrowser = useCallback(() => setShown((current) => ({ ...current, serverPage: null })), []);
  if (shown.serverPage && shown.module === module)
    return <ServerRenderedPage page={shown.serverPage} onFallBack={renderInBrowser} />;
  return <BrowserRenderedPage module={module} />;
}

function BrowserRenderedPage({ module }: { module: RemoteModuleId }) {
  const generation = useRemoteGeneration(remoteOf(module));
  const Page = pageComponent(module, generation);
  const onRetry = useCallback(() => retry(module), [module]);
  return (
    <RemoteErrorBoundary key={`${module}#${generation}`} onRetry={onRetry}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
