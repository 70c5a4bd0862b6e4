/**
 * One product stream per API for the whole remote, shared by every page and hook that shows
 * products: opened with the first listener, closed a while after the last one leaves (moving
 * between pages does not reconnect).
 */
import type { ProductStreamReady } from 'shared-contracts/catalogue';
import type { StreamHandlers, StreamOpener } from '../api/openProductStream';
import { refCountedStart } from '../utils/refCountedStart';

export interface StreamListener extends Partial<Pick<StreamHandlers, 'onProduct' | 'onRemoved'>> {
  /**
   * The stream (re)connected: `count` active products now. Changes from here on arrive as events;
   * one made between an earlier read and this moment is in neither, so a listener reads again
   * what it read before it.
   */
  onReady?: (ready: ProductStreamReady) => void;
}

export interface ProductStreamHub {
  /** Starts listening; returns the way to stop. */
  listen: (listener: StreamListener) => () => void;
}

export function createProductStreamHub(url: string, openStream: StreamOpener, idleCloseMs = 60_000): ProductStreamHub {
  const listeners = new Set<StreamListener>();
  const each = (call: (listener: StreamListener) => void): void => [...listeners].forEach(call);
  const connection = refCountedStart(
    () =>
      openStream(url, {
        onReady: (ready) => each((l) => l.onReady?.(ready)),
        onProduct: (product) => each((l) => l.onProduct?.(product)),
        onRemoved: (id) => each((l) => l.onRemoved?.(id)),
        onError: () => undefined,
      }),
    idleCloseMs,
  );

  return {
    listen(listener) {
      listeners.add(listener);
      const release = connection.use();
      return () => {
        listeners.delete(listener);
        release();
      };
    },
  };
}
