import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How long typing pauses before the search runs. */
export const SEARCH_DELAY_MS = 300;

export interface DebouncedSearch {
  /** What the box shows: the keystrokes at once. */
  text: string;
  change: (text: string) => void;
  /** Writes what the box shows now, without waiting (Enter). */
  submit: () => void;
}

type Timer = ReturnType<typeof setTimeout>;

/** Drops the write still waiting, if any. */
function cancelWrite(timer: RefObject<Timer | null>): void {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

/**
 * A search box over a value kept elsewhere (the URL): keystrokes show at once and are written
 * `delayMs` after the last one. A change from outside (Back, a link) replaces the box's text.
 */
export function useDebouncedSearch(
  value: string,
  write: (text: string) => void,
  delayMs = SEARCH_DELAY_MS,
): DebouncedSearch {
  const [text, setText] = useState(value);
  const timer = useRef<Timer | null>(null);
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    // Our own write coming back (trimmed) must not eat a trailing space still being typed.
    if (!timer.current) setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  useEffect(() => () => cancelWrite(timer), []);

  const textRef = useRef(text);
  textRef.current = text;

  const change = useCallback(
    (next: string) => {
      setText(next);
      cancelWrite(timer);
      timer.current = setTimeout(() => {
        timer.current = null;
        writeRef.current(next.trim());
      }, delayMs);
    },
    [delayMs],
  );
  const submit = useCallback(() => {
    cancelWrite(timer);
    writeRef.current(textRef.current.trim());
  }, []);
  return { text, change, submit };
}
