import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitGuard {
  /** True while the guarded action runs (for the button's progress state). */
  pending: boolean;
  /**
   * Runs `action` unless one is already running; a second call while the first is in flight is
   * ignored. The ref, not the rendered `disabled` button, is what blocks it, so two submits in the
   * same tick (Enter twice, a double click before re-render) still run the action once.
   */
  run: (action: () => Promise<void>) => Promise<void>;
  /** False once the component has unmounted (the user left before the call answered). */
  isMounted: () => boolean;
}

export function useSubmitGuard(): SubmitGuard {
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  const isMounted = useCallback(() => mounted.current, []);

  return { pending, run, isMounted };
}
