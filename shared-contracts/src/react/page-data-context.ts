import { createContext, useContext } from 'react';
import { pageDataEntry, readPageData, type PageData, type PageDataKind, type PageDataKinds } from '../page-data';

/**
 * The page data of this render. A page server renders many shoppers' pages in one
 * process, so it hands each render its own data here rather than through a global; in a browser
 * nothing is provided and the document's embedded data is read.
 */
export const PageDataContext = createContext<PageData | null>(null);
PageDataContext.displayName = 'PageData';

/** One entry of this render's page data (the provider's, else the document's), or undefined. */
export function usePageData<K extends PageDataKind>(kind: K, key: string): PageDataKinds[K] | undefined {
  const provided = useContext(PageDataContext);
  return provided ? pageDataEntry(provided, kind, key) : readPageData(kind, key);
}
