import { mountStandalone } from 'shared-contracts/standalone';
import AboutPage from './pages/AboutPage';
import CategoryPage from './pages/CategoryPage';
import HomePage from './pages/HomePage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import ProductPage from './pages/ProductPage';
import ShopPage from './pages/ShopPage';

void mountStandalone('Catalogue', [
  { path: '/home', label: 'Home', title: 'Home', Component: HomePage },
  { path: '/shop', label: 'Shop', title: 'Shop', Component: ShopPage },
  { path: '/shop/:id', title: 'Product', Component: ProductPage },
  { path: '/category/:categoryName', title: 'Category', Component: CategoryPage },
  { path: '/about', label: 'About us', title: 'About us', Component: AboutPage },
  { path: '/privacy-policy', label: 'Privacy Policy', title: 'Privacy Policy', Component: PrivacyPolicyPage },
]);
