import { useEffect } from 'react';
import { shellFileUrl } from '../../../early-start/shellFileUrl';
import { applyRemotesUpdate, fetchRemotesManifest } from '../api/remoteRegistry';

/** How often an open page asks whether a remote was promoted: the CDN caches remotes.json ≤ 60 s too. */
export const REMOTES_UPDATE_INTERVAL_MS = 60_000;

/**
 * While the page is visible, re-reads /remotes.json once a minute (a conditional GET: 304 when
 * nothing changed) and hands it to applyRemotesUpdate, so a release promoted during a visit is what
 * the shopper's next route of a not-yet-used remote loads. A failed read changes nothing.
 */
export function useRemotesUpdates(intervalMs = REMOTES_UPDATE_INTERVAL_MS): void {
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      fetchRemotesManifest(shellFileUrl('/remotes.json')).then(applyRemotesUpdate, () => undefined);
    };
    const timer = window.setInterval(check, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
