import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { ShopLayout } from '../features/layout/components/ShopLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ADMIN_ROUTES, NOT_FOUND_TITLE, SHOP_ROUTES, type RemoteRoute } from './routes';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { TitledPage } from './TitledPage';

/** How a route's remote page is shown: loaded from its remote in the browser, from its server build on a page server. */
export type RemotePageComponent = ComponentType<{ module: RemoteModuleId }>;

const toRoute = (RemotePage: RemotePageComponent) =>
  function remoteRoute({ path, module, title }: RemoteRoute) {
    return (
      <Route
        key={path}
        path={path}
        element={
          <TitledPage title={title} module={module}>
            <RemotePage module={module} />
          </TitledPage>
        }
      />
    );
  };

/** The site's routes, the same tree in the browser and on a page server (only `RemotePage` differs). */
export function AppRoutes({ RemotePage }: { RemotePage: RemotePageComponent }) {
  const remoteRoute = toRoute(RemotePage);
  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route path={ROUTES.root} element={<Navigate to={ROUTES.home} replace />} />
        <Route element={<ShopLayout />}>
          {SHOP_ROUTES.map(remoteRoute)}
          <Route
            path="*"
            element={
              <TitledPage title={NOT_FOUND_TITLE}>
                <NotFoundPage />
              </TitledPage>
            }
          />
        </Route>
        <Route element={<AdminLayout />}>{ADMIN_ROUTES.map(remoteRoute)}</Route>
      </Routes>
    </>
  );
}
