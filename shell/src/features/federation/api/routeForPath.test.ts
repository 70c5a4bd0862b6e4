import { ADMIN_ROUTES, SHOP_ROUTES } from '../../../app/routes';
import { routeForPath } from './routeForPath';

const routes = [...SHOP_ROUTES, ...ADMIN_ROUTES];

describe('routeForPath', () => {
  it.each([
    ['/home', 'catalog/HomePage'],
    ['/shop', 'catalog/ShopPage'],
    ['/shop/01', 'catalog/ProductPage'],
    ['/shop/01/', 'catalog/ProductPage'],
    ['/Category/Sofas', 'catalog/CategoryPage'],
    ['/orders', 'cart/OrdersPage'],
    ['/order/abc123', 'cart/OrderPage'],
    ['/login', 'account/LoginPage'],
    ['/dashboard', 'admin/DashboardPage'],
    ['/dashboard/products', 'admin/ProductsPage'],
    ['/dashboard/products/01', 'admin/EditProductPage'],
    ['/dashboard/orders', 'admin/OrdersPage'],
    ['/dashboard/orders/order_x1', 'admin/OrderPage'],
    ['/dashboard/delivery', 'admin/DeliveryPage'],
    ['/dashboard/coupons', 'admin/CouponsPage'],
    ['/dashboard/settings', 'admin/SettingsPage'],
  ])('%s shows %s', (path, module) => {
    expect(routeForPath(path, routes)?.module).toBe(module);
  });

  it.each(['/', '/nowhere', '/shop/01/reviews', '/order'])('%s shows no remote page', (path) => {
    expect(routeForPath(path, routes)).toBeNull();
  });
});
