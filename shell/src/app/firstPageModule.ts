import { ROUTES } from 'shared-contracts';
import { remoteModuleForPath } from '../features/federation/api/remoteModuleForPath';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { ADMIN_ROUTES, SHOP_ROUTES } from './routes';

/** The remote page the site shows first for this path ("/" only redirects to the home page). */
export function firstPageModule(pathname: string): RemoteModuleId | null {
  return remoteModuleForPath(pathname === ROUTES.root ? ROUTES.home : pathname, [...SHOP_ROUTES, ...ADMIN_ROUTES]);
}
