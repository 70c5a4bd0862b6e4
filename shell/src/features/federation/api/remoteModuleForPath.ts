import type { RemoteModuleId } from './remoteModules';

interface RoutePattern {
  path: string;
  module: RemoteModuleId;
}

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * The remote page a URL path shows, matched like the router does (":name" is one segment, case
 * does not matter), without loading the router: start-up uses it before React has arrived.
 */
export function remoteModuleForPath(pathname: string, routes: readonly RoutePattern[]): RemoteModuleId | null {
  const parts = segments(pathname.toLowerCase());
  const match = routes.find(({ path }) => {
    const pattern = segments(path.toLowerCase());
    return pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]);
  });
  return match?.module ?? null;
}
