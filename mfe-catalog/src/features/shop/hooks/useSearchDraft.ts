/**
 * The search box's own text, and when it reaches the URL. Each URL change re-renders everything
 * under the router and re-filters the (possibly 10,000-product) catalogue, so the box keeps its
 * text locally (a key re-renders only the box) and writes it to the URL once typing pauses, or at
 * once on Enter or leaving the box. The URL's value replaces the text only when the URL changed for
 * another reason (Back, a link), not when it is the echo of what was written.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Long enough to fall between keys of steady typing, short enough to feel live. */
export const SEARCH_COMMIT_DELAY_MS = 250;

/** Echoes arrive within a frame or two; anything older is no longer ours. */
const ECHO_WINDOW_MS = 2000;

interface Written {
  value: string;
  at: number;
}

export interface SearchDraft {
  /** What the box shows. */
  draft: string;
  /** A keystroke: shows `value` now, writes it after SEARCH_COMMIT_DELAY_MS without another one. */
  change: (value: string) => void;
  /** Writes the text still waiting, now (Enter, blur). */
  commit: () => void;
}

export function useSearchDraft(
  urlValue: string,
  write: (value: string) => void,
  delayMs = SEARCH_COMMIT_DELAY_MS,
): SearchDraft {
  const [draft, setDraft] = useState(urlValue);
  const written = useRef<Written[]>([]);
  const pending = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  // The timer writes with the newest callback and compares with the newest URL value (a layout
  // effect, so no timer runs between a render and this update).
  const latest = useRef({ urlValue, write });
  useLayoutEffect(() => {
    latest.current = { urlValue, write };
  }, [urlValue, write]);

  const cancelPending = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const commit = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    cancelPending();
    // Where the URL is, or is about to be once a write still rendering lands.
    const now = Date.now();
    const inFlight = written.current.filter((entry) => now - entry.at < ECHO_WINDOW_MS).at(-1);
    if (waiting.value === (inFlight ? inFlight.value : latest.current.urlValue)) return;
    written.current.push({ value: waiting.value, at: now });
    latest.current.write(waiting.value);
  }, [cancelPending]);

  const change = useCallback(
    (value: string) => {
      setDraft(value);
      cancelPending();
      pending.current = { value, timer: setTimeout(commit, delayMs) };
    },
    [cancelPending, commit, delayMs],
  );

  // The URL value the text last followed: only a move of the URL replaces the text, not the first
  // render (the box may then take text typed before hydration, which the URL has not seen yet).
  const followed = useRef(urlValue);
  useEffect(() => {
    if (urlValue === followed.current) return;
    followed.current = urlValue;
    const now = Date.now();
    const recent = written.current.filter((entry) => now - entry.at < ECHO_WINDOW_MS);
    const echo = recent.findIndex((entry) => entry.value === urlValue);
    if (echo >= 0) {
      written.current = recent.slice(echo + 1);
      return;
    }
    // Someone else moved the URL: it wins over the text, and over a write still waiting.
    written.current = [];
    cancelPending();
    setDraft(urlValue);
  }, [urlValue, cancelPending]);

  // Leaving the page drops a write still waiting: it would move the URL of the next page.
  useEffect(() => cancelPending, [cancelPending]);

  return { draft, change, commit };
}
