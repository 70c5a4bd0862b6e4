import { Navigate, Route, Routes } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { RemotePage } from '../features/federation/components/RemotePage';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { ShopLayout } from '../features/layout/components/ShopLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ADMIN_ROUTES, NOT_FOUND_TITLE, SHOP_ROUTES, type RemoteRoute } from './routes';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { TitledPage } from './TitledPage';

const toRoute = ({ path, module, title }: RemoteRoute) => (
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

export function AppRoutes() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route path={ROUTES.root} element={<Navigate to={ROUTES.home} replace />} />
        <Route element={<ShopLayout />}>
          {SHOP_ROUTES.map(toRoute)}
          <Route
            path="*"
            element={
              <TitledPage title={NOT_FOUND_TITLE}>
                <NotFoundPage />
              </TitledPage>
            }
          />
        </Route>
        <Route element={<AdminLayout />}>{ADMIN_ROUTES.map(toRoute)}</Route>
      </Routes>
    </>
  );
}
