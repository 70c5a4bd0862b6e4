import { ADMIN_ROUTES, SHOP_ROUTES } from '../../../app/routes';
import { remoteModuleForPath } from './remoteModuleForPath';

const routes = [...SHOP_ROUTES, ...ADMIN_ROUTES];

describe('remoteModuleForPath', () => {
  it.each([
    ['/home', 'catalog/HomePage'],
    ['/shop', 'catalog/ShopPage'],
    ['/shop/01', 'catalog/ProductPage'],
    ['/shop/01/', 'catalog/ProductPage'],
    ['/Category/Sofas', 'catalog/CategoryPage'],
    ['/order/abc123', 'cart/OrderPage'],
    ['/login', 'account/LoginPage'],
    ['/dashboard', 'admin/DashboardPage'],
  ])('%s shows %s', (path, module) => {
    expect(remoteModuleForPath(path, routes)).toBe(module);
  });

  it.each(['/', '/nowhere', '/shop/01/reviews', '/order'])('%s shows no remote page', (path) => {
    expect(remoteModuleForPath(path, routes)).toBeNull();
  });
});
