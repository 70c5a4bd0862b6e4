import { ROUTES } from 'shared-contracts';
import { routeForPath } from '../features/federation/api/routeForPath';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { ADMIN_ROUTES, SHOP_ROUTES, type RemoteRoute } from './routes';

/** The route the site shows first for this path ("/" only redirects to the home page); null: not found. */
export function firstPageRoute(pathname: string): RemoteRoute | null {
  return routeForPath(pathname === ROUTES.root ? ROUTES.home : pathname, [...SHOP_ROUTES, ...ADMIN_ROUTES]);
}

/** The remote page the site shows first for this path. */
export const firstPageModule = (pathname: string): RemoteModuleId | null => firstPageRoute(pathname)?.module ?? null;
