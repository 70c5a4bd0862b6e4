import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export interface UseResource<T> {
  state: Resource<T>;
  /** Loads again (Retry). */
  reload: () => void;
  /** Replaces the loaded data in place (after a delete, for instance). */
  update: (change: (data: T) => T) => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.';

/** Loads `load()` on mount and on reload; answers that arrive after unmount or a newer load are dropped. */
export function useResource<T>(load: () => Promise<T>): UseResource<T> {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (call === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (call === latest.current) setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      latest.current += 1;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);
  return { state, reload, update };
}
