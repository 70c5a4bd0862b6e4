import { useCallback, useEffect, useState } from 'react';

/** One reset e-mail per address per minute from this browser; Firebase limits on its side too. */
export const RESEND_AFTER_MS = 60_000;

/**
 * Kept for the tab's life (sessionStorage), so reloading the page does not lift the wait, while an
 * address the shopper typed does not outlive the tab.
 */
const STORAGE_KEY = 'storefront:password-reset-sent';

type SentAt = Record<string, number>;

const addressKey = (email: string): string => email.trim().toLowerCase();

function readSent(now: number): SentAt {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && now - entry[1] < RESEND_AFTER_MS,
      ),
    );
  } catch {
    return {};
  }
}

function writeSent(sent: SentAt): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(sent));
  } catch {
    // Storage refused (private mode, quota): the wait still holds while the page stays open.
  }
}

export interface SendCooldown {
  /** Whole seconds until `email` may be sent to again; 0 when it may now. */
  secondsLeft: (email: string) => number;
  /** Starts the wait for `email`. */
  markSent: (email: string) => void;
}

/** The per-address wait between two reset e-mails, ticking once a second while one runs. */
export function useSendCooldown(): SendCooldown {
  const [sent, setSent] = useState<SentAt>(() => readSent(Date.now()));
  const [now, setNow] = useState(() => Date.now());

  const waiting = Object.values(sent).some((at) => now - at < RESEND_AFTER_MS);
  useEffect(() => {
    if (!waiting) return undefined;
    // Once a second while a wait runs: the button's "Send again in N s" counts down for the shopper.
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const secondsLeft = useCallback(
    (email: string) => {
      const at = sent[addressKey(email)];
      return at === undefined ? 0 : Math.max(0, Math.ceil((at + RESEND_AFTER_MS - now) / 1000));
    },
    [sent, now],
  );

  const markSent = useCallback((email: string) => {
    const at = Date.now();
    const next = { ...readSent(at), [addressKey(email)]: at };
    writeSent(next);
    setSent(next);
    setNow(at);
  }, []);

  return { secondsLeft, markSent };
}
