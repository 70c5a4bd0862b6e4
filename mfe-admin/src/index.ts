import { ROUTES } from 'shared-contracts';
import { mountStandalone } from 'shared-contracts/standalone';
import AddProductsPage from './pages/AddProductsPage';
import CouponsPage from './pages/CouponsPage';
import DashboardPage from './pages/DashboardPage';
import DeliveryPage from './pages/DeliveryPage';
import SettingsPage from './pages/SettingsPage';
import EditProductPage from './pages/EditProductPage';
import OrderPage from './pages/OrderPage';
import OrdersPage from './pages/OrdersPage';
import ProductsPage from './pages/ProductsPage';
import UsersPage from './pages/UsersPage';

void mountStandalone('Admin', [
  { path: ROUTES.dashboard, label: 'Dashboard', title: 'Dashboard', Component: DashboardPage },
  { path: ROUTES.adminProducts, label: 'Products', title: 'Products', Component: ProductsPage },
  { path: `${ROUTES.adminProducts}/:id`, title: 'Edit product', Component: EditProductPage },
  { path: ROUTES.adminOrders, label: 'Orders', title: 'Orders', Component: OrdersPage },
  { path: `${ROUTES.adminOrders}/:id`, title: 'Order', Component: OrderPage },
  { path: ROUTES.addProducts, label: 'Add Products', title: 'Add Products', Component: AddProductsPage },
  { path: ROUTES.users, label: 'Users', title: 'Users', Component: UsersPage },
  { path: ROUTES.adminDelivery, label: 'Delivery', title: 'Delivery', Component: DeliveryPage },
  { path: ROUTES.adminCoupons, label: 'Coupons', title: 'Coupons', Component: CouponsPage },
  { path: ROUTES.adminSettings, label: 'Settings', title: 'Settings', Component: SettingsPage },
]);
