import { useContext } from 'react';
import { pageDataEntry, readPageData, type PageDataKind, type PageDataKinds } from 'shared-contracts';
import { PageDataContext } from 'shared-contracts/react';

/**
 * Reads this render's page data by kind and key, as usePageData does, for a hook that needs a
 * varying number of keys (hooks cannot be called in a loop): the page server's data, else the document's.
 */
export function usePageDataReader(): <K extends PageDataKind>(kind: K, key: string) => PageDataKinds[K] | undefined {
  const provided = useContext(PageDataContext);
  return (kind, key) => (provided ? pageDataEntry(provided, kind, key) : readPageData(kind, key));
}
