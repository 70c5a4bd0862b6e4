import { useCallback, useSyncExternalStore } from 'react';
import { timeLeft, type TimeLeft } from '../utils/countdown';

/** The clock in whole seconds: equal reads within a second, as useSyncExternalStore needs. */
const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Ticks every second until `targetIso`, then stops and stays at zero. A page rendered on the server
 * (and its hydration) cannot know the reader's clock: it shows the offer as over, the browser's
 * next render the time left.
 */
export function useCountdown(targetIso: string): TimeLeft {
  const target = Date.parse(targetIso);
  const subscribe = useCallback(
    (tick: () => void) => {
      if (Date.now() >= target) return () => undefined;
      const timer = setInterval(() => {
        tick();
        if (Date.now() >= target) clearInterval(timer);
      }, 1000);
      return () => clearInterval(timer);
    },
    [target],
  );
  const atTarget = useCallback(() => Math.floor(target / 1000), [target]);
  const now = useSyncExternalStore(subscribe, nowInSeconds, atTarget);
  return timeLeft(target, now * 1000);
}
