/**
 * 'cart/runtime': the cart/wishlist runtime the shell starts at start-up (no pages, kept small).
 * Starting it twice on one page returns the running one's stop function.
 */
import { browserStorage, type StartCartRuntime } from 'shared-contracts';
import { createCartRuntime, type RuntimeEnv } from './cartRuntime';

let running: (() => void) | null = null;

// Without storage (some private modes) the lists still work for this page's life.
const browserEnv = (): RuntimeEnv => ({ storage: browserStorage(), events: window, now: () => Date.now() });

export const startCartRuntime: StartCartRuntime = (deps) => {
  if (running) return running;
  const stop = createCartRuntime(deps, browserEnv());
  running = () => {
    stop();
    running = null;
  };
  return running;
};
