/**
 * Remote products, shared by every page of the catalogue remote: read once, then kept live by the
 * product stream. Starts with its first subscriber; closes the stream a while after the last one
 * leaves (so moving between pages does not reconnect), keeping what it has for the next visit.
 */
import type { Product } from 'shared-contracts';
import { fetchRemoteProducts, productStreamUrl, type FetchLike, type StreamOpener } from '../api/productsApi';
import { mergeLoaded, upsertProduct } from './remoteProducts';

export type RemoteStatus = 'loading' | 'ready' | 'error';

export interface CatalogueSnapshot {
  /** Remote products in catalogue order (the server's, then those added since). */
  remote: readonly Product[];
  status: RemoteStatus;
  /** Why the remote products could not be read, while status is 'error'. */
  error: string | null;
}

export interface CatalogueStoreDeps {
  apiBaseUrl: string;
  fetchImpl: FetchLike;
  openStream: StreamOpener;
  /** How long the stream stays open with nobody watching. */
  idleCloseMs?: number;
}

export interface CatalogueStore {
  getSnapshot: () => CatalogueSnapshot;
  subscribe: (listener: () => void) => () => void;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createCatalogueStore({ apiBaseUrl, fetchImpl, openStream, idleCloseMs = 60_000 }: CatalogueStoreDeps): CatalogueStore {
  let snapshot: CatalogueSnapshot = { remote: [], status: 'loading', error: null };
  const listeners = new Set<() => void>();
  let closeStream: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  let loading = false;
  let reloadQueued = false;
  /** The server's count from the latest (re)connect, checked once against what we hold. */
  let countToCheck: number | null = null;

  const set = (patch: Partial<CatalogueSnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    listeners.forEach((listener) => listener());
  };

  /** Products added while we were not connected (or before the list was read) mean: read again. */
  const checkCount = (): void => {
    if (countToCheck === null || snapshot.status !== 'ready' || loading) return;
    const missed = countToCheck > snapshot.remote.length;
    countToCheck = null;
    if (missed) void load();
  };

  async function load(): Promise<void> {
    if (loading) {
      reloadQueued = true;
      return;
    }
    loading = true;
    const started = generation;
    try {
      const loaded = await fetchRemoteProducts(apiBaseUrl, fetchImpl);
      if (started === generation) set({ remote: mergeLoaded(loaded, snapshot.remote), status: 'ready', error: null });
    } catch (error) {
      if (started === generation) set({ status: 'error', error: errorMessage(error) });
    }
    // A stop() in the meantime started a new generation, which has its own loads.
    if (started !== generation) return;
    loading = false;
    if (reloadQueued) {
      reloadQueued = false;
      void load();
    } else checkCount();
  }

  function start(): void {
    generation += 1;
    const current = generation;
    if (snapshot.status === 'error') set({ status: 'loading', error: null });
    void load();
    closeStream = openStream(productStreamUrl(apiBaseUrl), {
      onReady: ({ count }) => {
        if (current !== generation) return;
        countToCheck = count;
        if (snapshot.status === 'error') void load();
        else checkCount();
      },
      onProduct: (product) => {
        if (current === generation) set({ remote: upsertProduct(snapshot.remote, product) });
      },
      onError: () => undefined,
    });
  }

  function stop(): void {
    generation += 1;
    closeStream?.();
    closeStream = null;
    loading = false;
    reloadQueued = false;
    countToCheck = null;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      if (!closeStream && listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (listeners.size === 0) stop();
        }, idleCloseMs);
      };
    },
  };
}
