import { mountStandalone } from 'shared-contracts/standalone';
import AddProductsPage from './pages/AddProductsPage';
import DashboardPage from './pages/DashboardPage';
import UsersPage from './pages/UsersPage';

void mountStandalone('Admin', [
  { path: '/dashboard', label: 'Dashboard', title: 'Dashboard', Component: DashboardPage },
  { path: '/dashboard/add-products', label: 'Add Products', title: 'Add Products', Component: AddProductsPage },
  { path: '/dashboard/users', label: 'Users', title: 'Users', Component: UsersPage },
]);
