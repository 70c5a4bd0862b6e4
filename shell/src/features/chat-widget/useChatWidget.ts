import { useEffect } from 'react';
import { whenIdle } from 'shared-contracts/idle';

const MARKER = 'data-chat-widget';

function isLoaded(url: string): boolean {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${MARKER}]`)).some(
    (script) => script.getAttribute('src') === url,
  );
}

function appendScriptOnce(url: string): void {
  if (isLoaded(url)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(MARKER, '');
  document.body.appendChild(script);
}

/**
 * Loads the third-party chat widget (spec §1) once the page is idle, so it never competes with the
 * page's own scripts. Nothing happens when `url` is null (no widget configured). Loaded once per
 * URL, even if the hook runs again.
 */
export function useChatWidget(url: string | null): void {
  useEffect(() => {
    if (!url) return undefined;
    return whenIdle(() => appendScriptOnce(url));
  }, [url]);
}
