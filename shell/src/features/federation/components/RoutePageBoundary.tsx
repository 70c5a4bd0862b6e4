import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { pageShown } from '../../server-page/api/serverRenderedRoot';
import { PageSkeleton } from './PageSkeleton';

/** Tells once its page has committed: after hydration, the boundary's content is React's. */
function ShownPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => pageShown(), []);
  return children;
}

/**
 * A route's page in its own Suspense boundary, the same elements on the page server and in the
 * browser: the server streams the page inside it, and the browser hydrates the rest of the site
 * while the page's module is still loading (selective hydration), then the page.
 */
export function RoutePageBoundary({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ShownPage>
        <Page />
      </ShownPage>
    </Suspense>
  );
}
