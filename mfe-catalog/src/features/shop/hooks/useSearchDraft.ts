/**
 * The search box's own text. The router applies URL changes as transitions, so a box bound straight
 * to the URL would drop keystrokes; it keeps its text locally, writes each change to the URL, and
 * takes the URL's value only when the URL changed for another reason (Back, a link), not when it is
 * the echo of what was typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Echoes arrive within a frame or two; anything older is no longer ours. */
const ECHO_WINDOW_MS = 2000;

interface Written {
  value: string;
  at: number;
}

export function useSearchDraft(urlValue: string, write: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(urlValue);
  const written = useRef<Written[]>([]);

  useEffect(() => {
    const now = Date.now();
    const recent = written.current.filter((entry) => now - entry.at < ECHO_WINDOW_MS);
    const echo = recent.findIndex((entry) => entry.value === urlValue);
    if (echo >= 0) {
      written.current = recent.slice(echo + 1);
      return;
    }
    written.current = [];
    setDraft(urlValue);
  }, [urlValue]);

  const change = useCallback(
    (value: string) => {
      setDraft(value);
      written.current.push({ value, at: Date.now() });
      write(value);
    },
    [write],
  );

  return [draft, change];
}
