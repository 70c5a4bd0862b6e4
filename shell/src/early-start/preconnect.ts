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
  const link = document.createElement('link');
  link.setAttribute('rel', 'preconnect');
  link.setAttribute('href', origin);
  // API calls are CORS requests without cookies: the connection must be opened the same way.
  link.setAttribute('crossorigin', '');
  document.head.appendChild(link);
}
