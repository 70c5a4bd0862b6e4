import { addHeadLink } from './addHeadLink';

/** Opens the connection to an origin the page will call soon (the API), if `url` is an http(s) URL. */
export function preconnect(url: unknown): void {
  if (typeof url !== 'string') return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  if (!origin.startsWith('http')) return;
  // API calls are CORS requests without cookies: the connection must be opened the same way.
  addHeadLink({ rel: 'preconnect', href: origin, crossorigin: '' });
}
