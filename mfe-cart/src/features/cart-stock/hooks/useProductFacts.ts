/**
 * The stored catalogue's facts (price, stock, still sold) for the given product ids: read when the
 * page shows, for each line added later, when the tab regains focus, and on refresh() (checkout
 * calls it after a 409). Reads run in the background; until one answers the line shows as it is.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from 'shared-contracts/react';
import { fetchProductFacts } from '../api/fetchProductFacts';
import type { ProductFacts } from '../utils/lineStock';
import { runLimited } from '../utils/runLimited';

const PARALLEL_READS = 6;
/** Focus and visibilitychange both fire on a tab switch: one read is enough. */
const REFOCUS_GAP_MS = 1000;

export interface ProductFactsState {
  facts: Readonly<Record<string, ProductFacts>>;
  refresh: () => void;
}

export function useProductFacts(ids: readonly string[]): ProductFactsState {
  const request = useApi();
  const [facts, setFacts] = useState<Record<string, ProductFacts>>({});
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  const lastRefresh = useRef(0);
  // A stable key, so a quantity change (same ids) reads nothing.
  const idsKey = useMemo(() => [...ids].sort().join('\n'), [ids]);
  const currentIds = useRef<string[]>([]);
  currentIds.current = idsKey ? idsKey.split('\n') : [];

  const load = useCallback(
    (wanted: readonly string[]) => {
      wanted.forEach((id) => requested.current.add(id));
      void runLimited(wanted, PARALLEL_READS, async (id) => {
        try {
          const found = await fetchProductFacts(request, id);
          if (mounted.current) setFacts((known) => ({ ...known, [id]: found }));
        } catch (error) {
          // Not shown: the line stays as it is and the server checks again at checkout.
          console.warn(`[cart] Could not check product ${id}:`, error);
        }
      });
    },
    [request],
  );

  const refresh = useCallback(() => {
    lastRefresh.current = Date.now();
    load(currentIds.current);
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const unread = currentIds.current.filter((id) => !requested.current.has(id));
    if (unread.length > 0) load(unread);
  }, [idsKey, load]);

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'hidden' || Date.now() - lastRefresh.current < REFOCUS_GAP_MS) return;
      refresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh]);

  return { facts, refresh };
}
