const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * The route a URL path shows, matched like the router does (":name" is one segment, case does not
 * matter), without loading the router: start-up and the early-start script use it before React.
 */
export function routeForPath<R extends { path: string }>(pathname: string, routes: readonly R[]): R | null {
  const parts = segments(pathname.toLowerCase());
  const match = routes.find(({ path }) => {
    const pattern = segments(path.toLowerCase());
    return pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]);
  });
  return match ?? null;
}
