/**
 * One product stream per API for the whole remote, shared by every page and hook that shows
 * products: opened with the first listener, closed a while after the last one leaves (moving
 * between pages does not reconnect).
 */
import type { ProductStreamReady } from 'shared-contracts/catalogue';
import type { StreamHandlers, StreamOpener } from '../api/openProductStream';

export interface StreamListener extends Partial<Pick<StreamHandlers, 'onProduct' | 'onRemoved'>> {
  /**
   * The stream (re)connected: `count` active products now. `reconnected` is true when an earlier
   * connection of this stream had dropped, so changes may have been missed meanwhile.
   */
  onReady?: (ready: ProductStreamReady, reconnected: boolean) => void;
}

export interface ProductStreamHub {
  /** Starts listening; returns the way to stop. */
  listen: (listener: StreamListener) => () => void;
}

export function createProductStreamHub(url: string, openStream: StreamOpener, idleCloseMs = 60_000): ProductStreamHub {
  const listeners = new Set<StreamListener>();
  let close: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  const each = (call: (listener: StreamListener) => void): void => [...listeners].forEach(call);

  return {
    listen(listener) {
      listeners.add(listener);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      if (!close) {
        let readyBefore = false;
        close = openStream(url, {
          onReady: (ready) => {
            const reconnected = readyBefore;
            readyBefore = true;
            each((l) => l.onReady?.(ready, reconnected));
          },
          onProduct: (product) => each((l) => l.onProduct?.(product)),
          onRemoved: (id) => each((l) => l.onRemoved?.(id)),
          onError: () => undefined,
        });
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (listeners.size > 0) return;
          close?.();
          close = null;
        }, idleCloseMs);
      };
    },
  };
}
