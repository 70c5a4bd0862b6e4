import { screen } from '@testing-library/react';
import { showToast } from 'shared-contracts/toast';
import { ADMIN_API_PATHS, MESSAGES } from 'shared-contracts';
import { mockApi } from '../test/mockApi';
import { SIGNED_IN_ADMIN, SIGNED_IN_USER, renderAdmin } from '../test/renderAdmin';
import AddProductsPage from './AddProductsPage';
import DashboardPage from './DashboardPage';
import UsersPage from './UsersPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

describe('the admin pages use the guard their route needs', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockApi({
      [`GET ${ADMIN_API_PATHS.stats}`]: { body: { total: 1, admins: 1, regular: 0 } },
      [`GET ${ADMIN_API_PATHS.me}`]: { body: { name: 'Asha', email: 'a@example.com', id: 'admin-1', role: 'Admin', linkedCollections: [] } },
      [`GET ${ADMIN_API_PATHS.users}`]: { body: { users: [] } },
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
