import { Suspense, lazy, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, resetRemote } from '../api/remoteRegistry';
import { remoteOf, type RemoteModuleId } from '../api/remoteModules';
import { bumpRemoteGeneration, useRemoteGeneration } from '../hooks/useRemoteGeneration';
import { PageSkeleton } from './PageSkeleton';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

interface PageModule {
  default: ComponentType;
}

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function retry(id: RemoteModuleId): void {
  resetRemote(remoteOf(id));
  bumpRemoteGeneration(remoteOf(id));
}

function lazyPage(id: RemoteModuleId, generation: number): LazyExoticComponent<ComponentType> {
  const key = `${id}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async (): Promise<PageModule> => {
      const loaded = await loadRemoteModule<PageModule>(id);
      if (loaded && typeof loaded.default === 'function') return loaded;
      return { default: () => <RemoteUnavailable onRetry={() => retry(id)} /> };
    });
    pages.set(key, page);
  }
  return page;
}

/** A route whose page lives in a remote: lazy, with a skeleton, a retry fallback and a boundary. */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const generation = useRemoteGeneration(remoteOf(module));
  const Page = lazyPage(module, generation);
  const onRetry = useCallback(() => retry(module), [module]);
  return (
    <RemoteErrorBoundary key={`${module}#${generation}`} onRetry={onRetry}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
