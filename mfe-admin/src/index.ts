import { ROUTES } from 'shared-contracts';
import { mountStandalone } from 'shared-contracts/standalone';
import AddProductsPage from './pages/AddProductsPage';
import DashboardPage from './pages/DashboardPage';
import EditProductPage from './pages/EditProductPage';
import ProductsPage from './pages/ProductsPage';
import UsersPage from './pages/UsersPage';

void mountStandalone('Admin', [
  { path: ROUTES.dashboard, label: 'Dashboard', title: 'Dashboard', Component: DashboardPage },
  { path: ROUTES.adminProducts, label: 'Products', title: 'Products', Component: ProductsPage },
  { path: `${ROUTES.adminProducts}/:id`, title: 'Edit product', Component: EditProductPage },
  { path: ROUTES.addProducts, label: 'Add Products', title: 'Add Products', Component: AddProductsPage },
  { path: ROUTES.users, label: 'Users', title: 'Users', Component: UsersPage },
]);
