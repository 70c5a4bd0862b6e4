/**
 * One product stream per API for the whole remote, shared by every page and hook that shows
 * products: opened with the first listener, closed a while after the last one leaves (moving
 * between pages does not reconnect).
 */
import type { ProductStreamReady } from 'shared-contracts/catalogue';
import type { StreamHandlers, StreamOpener } from '../api/openProductStream';
import { whileUsed } from '../utils/whileUsed';

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
  const each = (call: (listener: StreamListener) => void): void => [...listeners].forEach(call);
  const connection = whileUsed(() => {
    let readyBefore = false;
    return openStream(url, {
      onReady: (ready) => {
        const reconnected = readyBefore;
        readyBefore = true;
        each((l) => l.onReady?.(ready, reconnected));
      },
      onProduct: (product) => each((l) => l.onProduct?.(product)),
      onRemoved: (id) => each((l) => l.onRemoved?.(id)),
      onError: () => undefined,
    });
  }, idleCloseMs);

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
