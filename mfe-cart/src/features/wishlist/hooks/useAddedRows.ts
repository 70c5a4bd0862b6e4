import { useCallback, useState } from 'react';

/** Which wishlist rows were added to the cart while this page is open (spec §4: the row shows Added). */
export function useAddedRows(): { isAdded: (row: string) => boolean; markAdded: (row: string) => void } {
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const markAdded = useCallback((row: string) => setAdded((current) => new Set(current).add(row)), []);
  const isAdded = useCallback((row: string) => added.has(row), [added]);
  return { isAdded, markAdded };
}
