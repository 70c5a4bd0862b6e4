import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/router';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { RemotePage } from '../features/federation/components/RemotePage';
import { AppRoutes } from './AppRoutes';

jest.mock('../features/federation/components/RemotePage', () => ({
  RemotePage: ({ module }: { module: string }) => <p data-testid="remote">{module}</p>,
}));
jest.mock('../features/layout/components/ShopLayout', () => {
  const { Outlet } = jest.requireActual('shared-contracts/router');
  return {
    ShopLayout: () => (
      <div data-testid="shop-layout">
        <Outlet />
      </div>
    ),
  };
});
jest.mock('../features/layout/components/AdminLayout', () => {
  const { Outlet } = jest.requireActual('shared-contracts/router');
  return {
    AdminLayout: () => (
      <div data-testid="admin-layout">
        <Outlet />
      </div>
    ),
  };
});

function renderAt(path: string) {
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, storeName: 'Furniture Store' }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes RemotePage={RemotePage} />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

describe('route table (spec §2)', () => {
  it.each([
    ['/home', 'catalog/HomePage', 'Furniture Store - Home', 'shop-layout'],
    ['/shop', 'catalog/ShopPage', 'Furniture Store - Shop', 'shop-layout'],
    ['/shop/07', 'catalog/ProductPage', 'Furniture Store - Product', 'shop-layout'],
    ['/category/study-table', 'catalog/CategoryPage', 'Furniture Store - Category', 'shop-layout'],
    ['/about', 'catalog/AboutPage', 'Furniture Store - About us', 'shop-layout'],
    ['/privacy-policy', 'catalog/PrivacyPolicyPage', 'Furniture Store - Privacy Policy', 'shop-layout'],
    ['/cart', 'cart/CartPage', 'Furniture Store - Cart', 'shop-layout'],
    ['/wishlist', 'cart/WishlistPage', 'Furniture Store - Wishlist', 'shop-layout'],
    ['/checkout', 'cart/CheckoutPage', 'Furniture Store - Checkout', 'shop-layout'],
    ['/orders', 'cart/OrdersPage', 'Furniture Store - My orders', 'shop-layout'],
    ['/order/order_123', 'cart/OrderPage', 'Furniture Store - Order confirmation', 'shop-layout'],
    ['/signup', 'account/SignupPage', 'Furniture Store - Signup', 'shop-layout'],
    ['/login', 'account/LoginPage', 'Furniture Store - Login', 'shop-layout'],
    ['/forgot-password', 'account/ForgotPasswordPage', 'Furniture Store - Forgot password', 'shop-layout'],
    [
      '/reset-password?mode=resetPassword&oobCode=code-1',
      'account/ResetPasswordPage',
      'Furniture Store - Reset password',
      'shop-layout',
    ],
    ['/dashboard', 'admin/DashboardPage', 'Furniture Store - Dashboard', 'admin-layout'],
    ['/dashboard/products', 'admin/ProductsPage', 'Furniture Store - Products', 'admin-layout'],
    ['/dashboard/products/07', 'admin/EditProductPage', 'Furniture Store - Edit product', 'admin-layout'],
    ['/dashboard/orders', 'admin/OrdersPage', 'Furniture Store - Orders', 'admin-layout'],
    ['/dashboard/orders/order_x1', 'admin/OrderPage', 'Furniture Store - Order', 'admin-layout'],
    ['/dashboard/add-products', 'admin/AddProductsPage', 'Furniture Store - Add Products', 'admin-layout'],
    ['/dashboard/users', 'admin/UsersPage', 'Furniture Store - Users', 'admin-layout'],
    ['/dashboard/delivery', 'admin/DeliveryPage', 'Furniture Store - Delivery', 'admin-layout'],
    ['/dashboard/coupons', 'admin/CouponsPage', 'Furniture Store - Coupons', 'admin-layout'],
    ['/dashboard/settings', 'admin/SettingsPage', 'Furniture Store - Settings', 'admin-layout'],
  ])('%s loads %s with title %s in the %s', (path, module, title, layout) => {
    renderAt(path);
    expect(screen.getByTestId('remote')).toHaveTextContent(module);
    expect(screen.getByTestId(layout)).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('redirects / to /home', () => {
    renderAt('/');
    expect(screen.getByTestId('remote')).toHaveTextContent('catalog/HomePage');
  });

  it('shows the 404 page for an unknown route, in the shop layout', () => {
    renderAt('/no-such-page');
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.getByTestId('shop-layout')).toBeInTheDocument();
    expect(document.title).toBe('Furniture Store - Page not found');
  });
});
