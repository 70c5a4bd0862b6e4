import { screen } from '@testing-library/react';
import { showToast } from 'shared-contracts/toast';
import { ADMIN_API_PATHS, MESSAGES } from 'shared-contracts';
import { mockApi } from '../test/mockApi';
import { SIGNED_IN_ADMIN, SIGNED_IN_USER, renderAdmin } from '../test/renderAdmin';
import { FEATURED_OFFER_PATHS, PRODUCT_API_PATHS, REVIEW_API_PATHS } from 'shared-contracts/catalogue';
import { DEFAULT_DELIVERY_TABLE, DELIVERY_API_PATHS } from 'shared-contracts/delivery';
import { GST_SETTINGS_PATH } from 'shared-contracts/gst';
import { catalogueProduct } from '../test/catalogueProduct';
import AddProductsPage from './AddProductsPage';
import DashboardPage from './DashboardPage';
import CouponsPage from './CouponsPage';
import DeliveryPage from './DeliveryPage';
import SettingsPage from './SettingsPage';
import EditProductPage from './EditProductPage';
import ProductsPage from './ProductsPage';
import UsersPage from './UsersPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

describe('the admin pages use the guard their route needs', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockApi({
      [`GET ${ADMIN_API_PATHS.stats}`]: { body: { total: 1, admins: 1, regular: 0 } },
      [`GET ${ADMIN_API_PATHS.me}`]: {
        body: { name: 'Asha', email: 'a@example.com', id: 'admin-1', role: 'Admin', linkedCollections: [] },
      },
      [`GET ${ADMIN_API_PATHS.users}`]: { body: { users: [] } },
      [`GET ${PRODUCT_API_PATHS.products}?limit=20&offset=0&status=all`]: {
        body: { products: [], total: 0, limit: 20, offset: 0 },
      },
      [`GET ${PRODUCT_API_PATHS.product('07')}`]: { body: catalogueProduct({ id: '07', productName: 'Teak Desk' }) },
      [`GET ${DELIVERY_API_PATHS.table}`]: { body: { table: DEFAULT_DELIVERY_TABLE, updatedAt: null } },
      [`GET ${GST_SETTINGS_PATH}`]: { body: { settings: null, updatedAt: null } },
      [`GET ${FEATURED_OFFER_PATHS.admin}`]: { body: { offer: null } },
      [`GET ${PRODUCT_API_PATHS.products}?limit=100&offset=0&onSale=true`]: {
        body: { products: [], total: 0, limit: 100, offset: 0 },
      },
      [`GET ${REVIEW_API_PATHS.adminList('07')}?limit=10&offset=0`]: {
        body: { reviews: [], total: 0, limit: 10, offset: 0, avgRating: 0, reviewCount: 0 },
      },
    });
  });

  it('the dashboard refuses a non-admin with the message', () => {
    renderAdmin(<DashboardPage />, { path: '/dashboard', auth: SIGNED_IN_USER });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notAuthorized);
  });

  it('users page refuses a non-admin with the message', () => {
    renderAdmin(<UsersPage />, { path: '/dashboard/users', auth: SIGNED_IN_USER });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notAuthorized);
  });

  it.each([
    ['products', ProductsPage, '/dashboard/products', '/dashboard/products'],
    ['edit product', EditProductPage, '/dashboard/products/07', '/dashboard/products/:id'],
    ['delivery', DeliveryPage, '/dashboard/delivery', '/dashboard/delivery'],
    ['coupons', CouponsPage, '/dashboard/coupons', '/dashboard/coupons'],
    ['settings', SettingsPage, '/dashboard/settings', '/dashboard/settings'],
  ] as const)('the %s page refuses a non-admin with the message', (_name, Page, path, route) => {
    renderAdmin(<Page />, { path, route, auth: SIGNED_IN_USER });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notAuthorized);
  });

  it('Products shows its page (one h1) to an admin', async () => {
    renderAdmin(<ProductsPage />, { path: '/dashboard/products', auth: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products');
    expect(await screen.findByText('No products here yet.')).toBeInTheDocument();
  });

  it('Edit product shows the product named in the URL (one h1) to an admin', async () => {
    renderAdmin(<EditProductPage />, {
      path: '/dashboard/products/07',
      route: '/dashboard/products/:id',
      auth: SIGNED_IN_ADMIN,
    });
    expect(await screen.findByRole('textbox', { name: 'Product name' })).toHaveValue('Teak Desk');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Edit product']);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('Delivery shows the delivery table (one h1) to an admin', async () => {
    renderAdmin(<DeliveryPage />, { path: '/dashboard/delivery', auth: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivery');
    expect(await screen.findByRole('rowheader', { name: 'Rest of India' })).toBeInTheDocument();
  });

  it('Settings shows the GST settings form (one h1) to an admin', async () => {
    renderAdmin(<SettingsPage />, { path: '/dashboard/settings', auth: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(await screen.findByRole('form', { name: 'GST settings' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Featured offer' })).toBeInTheDocument();
  });

  it('add products sends a non-admin back to the dashboard', async () => {
    renderAdmin(<AddProductsPage />, { path: '/dashboard/add-products', auth: SIGNED_IN_USER });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.adminOnlyAddProducts, { id: expect.any(String) });
  });

  it.each([
    ['Dashboard', DashboardPage, '/dashboard'],
    ['Users', UsersPage, '/dashboard/users'],
    ['Add Products', AddProductsPage, '/dashboard/add-products'],
  ] as const)('%s shows its page (one h1) to an admin', async (title, Page, path) => {
    renderAdmin(<Page />, { path, auth: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    if (title !== 'Add Products') await screen.findByText(title === 'Dashboard' ? 'Asha' : 'No users yet.');
  });
});
