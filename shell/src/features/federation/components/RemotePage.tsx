import { lazy, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { isPageModule, type PageModule } from '../api/pageModule';
import { loadRemoteModule, loadedRemoteModule, resetRemote } from '../api/remoteRegistry';
import { remoteOf, type RemoteModuleId } from '../api/remoteModules';
import { refusalOf } from '../state/refusedRemotes';
import { bumpRemoteGeneration, useRemoteGeneration } from '../hooks/useRemoteGeneration';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RoutePageBoundary } from './RoutePageBoundary';
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
 * A route whose page lives in a remote: lazy, with a skeleton, a retry fallback and a boundary. The
 * first route's page, when the page server rendered the site, is hydrated here: its module is
 * usually loaded by then, and when not, its boundary keeps the server's HTML until it is.
 */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const generation = useRemoteGeneration(remoteOf(module));
  const Page = pageComponent(module, generation);
  const onRetry = useCallback(() => retry(module), [module]);
  return (
    <RemoteErrorBoundary key={`${module}#${generation}`} onRetry={onRetry}>
      <RoutePageBoundary Page={Page} />
    </RemoteErrorBoundary>
  );
}
