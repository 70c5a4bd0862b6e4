import { useLayoutEffect, type ReactNode } from 'react';
import { pageTitle } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';

/**
 * Sets "<storeName> - <title>" for the route. A layout effect, so it runs before a page's own
 * usePageTitle (a passive effect) and the page can refine the title.
 */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  const { storeName } = useConfig();
  useLayoutEffect(() => {
    document.title = pageTitle(storeName, title);
  }, [storeName, title]);
  return children;
}
