import { useCallback, useState } from 'react';

/** Which wishlist rows were added to the cart while this page is open (spec §4: the row shows Added). */
export function useAddedRows(): { isAdded: (id: string) => boolean; markAdded: (id: string) => void } {
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const markAdded = useCallback((id: string) => setAdded((current) => new Set(current).add(id)), []);
  const isAdded = useCallback((id: string) => added.has(id), [added]);
  return { isAdded, markAdded };
}
