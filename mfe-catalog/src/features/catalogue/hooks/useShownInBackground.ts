import { useDeferredValue } from 'react';

/**
 * A query's answer as the page shows it: a new answer is rendered in the background (React's
 * useDeferredValue), interruptibly, so a shopper's tap meanwhile is answered first. `arriving`: an
 * answer is there that the page does not show yet (before the first one shows, it is still loading).
 */
export function useShownInBackground<T>(answer: T): { shown: T; arriving: boolean } {
  const shown = useDeferredValue(answer);
  return { shown, arriving: shown !== answer };
}
