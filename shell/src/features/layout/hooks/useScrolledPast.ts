import { useCallback, useSyncExternalStore } from 'react';

/**
 * The window's scroll offset as the last scroll event left it. React reads a store again right
 * after its commit: reading `window.scrollY` there would force the layout of everything the commit
 * changed (tens of ms on a phone) instead of leaving it to the next frame.
 */
let seenScrollY: number | null = null;
let listeners = 0;

const scrollY = (): number => (seenScrollY ??= window.scrollY);

function subscribeToScroll(onChange: () => void): () => void {
  const onScroll = (): void => {
    seenScrollY = window.scrollY;
    onChange();
  };
  listeners += 1;
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    listeners -= 1;
    // Nobody follows the scroll any more: the next reader reads it afresh.
    if (listeners === 0) seenScrollY = null;
  };
}

/** True while the window is scrolled strictly more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => scrollY() > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isPast, () => false);
}
