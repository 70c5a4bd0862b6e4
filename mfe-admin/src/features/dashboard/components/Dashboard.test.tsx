import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_API_PATHS, ADMIN_ORDERS_API_PATHS } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { orderSummary } from '../../../../../shared-contracts/src/test/adminOrders';
import { catalogueProduct } from '../../../test/catalogueProduct';
import { mockApi } from '../../../test/mockApi';
import { ADMIN_USER, SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { DASHBOARD_TAB_KEY } from '../hooks/useStoredTab';
import { Dashboard } from './Dashboard';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const USERS = [
  { uid: ADMIN_USER.uid, displayName: 'Asha Admin', email: 'asha@example.com', emailVerified: true, role: 'Admin' },
  { uid: 'u2', displayName: 'Ravi', email: 'ravi@example.com', emailVerified: false, role: 'User' },
];

const SALES = {
  currency: 'INR',
  today: { revenue: 0, paidOrders: 0 },
  last7Days: { revenue: 0, paidOrders: 0 },
  last30Days: { revenue: 0, paidOrders: 0 },
  daily: [],
  waitingToShip: 2,
  lowStock: [],
};

function setup() {
  const api = mockApi({
    [`GET ${ADMIN_API_PATHS.stats}`]: { body: { total: 7, admins: 2, regular: 5 } },
    [`GET ${ADMIN_API_PATHS.me}`]: {
      status: 201,
      body: {
        name: 'Asha Admin',
        email: 'asha@example.com',
        id: ADMIN_USER.uid,
        role: 'Admin',
        linkedCollections: ['users', 'products', 'carts'],
      },
    },
    [`GET ${ADMIN_API_PATHS.users}`]: { body: { users: USERS } },
    [`GET ${ADMIN_ORDERS_API_PATHS.sales}`]: { body: SALES },
  });
  const rendered = renderAdmin(<Dashboard />, { path: '/dashboard', auth: SIGNED_IN_ADMIN });
  return { api, ...rendered, user: userEvent.setup() };
}

/** Waits for the welcome line (GET /api/admin/me), the last thing the dashboard loads. */
const settled = () => screen.findByText('Asha Admin', { selector: 'strong' });

describe('Dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens on Home with the user counts, and asks the server for the admin record (created on the first visit)', async () => {
    const { api } = setup();
    const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Home', 'true'],
      ['Products', 'false'],
      ['Orders', 'false'],
      ['Users', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);

    expect(await screen.findByTestId('count-total')).toHaveTextContent('7');
    expect(screen.getByTestId('count-admins')).toHaveTextContent('2');
    expect(screen.getByTestId('count-regular')).toHaveTextContent('5');
    expect(await screen.findByRole('link', { name: '2 orders waiting to ship' })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=paid',
    );
    expect(await settled()).toBeInTheDocument();
    expect(api.calls()).toEqual(expect.arrayContaining([`GET ${ADMIN_API_PATHS.me}`, `GET ${ADMIN_API_PATHS.stats}`]));
  });

  it('remembers the chosen tab across a remount', async () => {
    const { user, unmount } = setup();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'ravi@example.com' })).toBeInTheDocument();
    expect(window.localStorage.getItem(DASHBOARD_TAB_KEY)).toBe('users');
    unmount();

    setup();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'ravi@example.com' })).toBeInTheDocument();
    await settled();
  });

  it('the Orders tab lists the orders, each number linking to its order page', async () => {
    const { api, user } = setup();
    api.set(`GET ${ADMIN_ORDERS_API_PATHS.orders}?limit=20&offset=0`, {
      body: { orders: [orderSummary()], total: 1, limit: 20, offset: 0 },
    });
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ord_1001' })).toHaveAttribute('href', '/dashboard/orders/ord_1001');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await settled();
  });

  it('the Products tab lists the products, each linking to its edit page, with Add product', async () => {
    const { api, user } = setup();
    api.set(`GET ${PRODUCT_API_PATHS.products}?limit=20&offset=0&status=all`, {
      body: {
        products: [catalogueProduct({ id: '07', productName: 'Teak Desk', stock: 3 })],
        total: 1,
        limit: 20,
        offset: 0,
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Teak Desk' })).toHaveAttribute('href', '/dashboard/products/07');
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/dashboard/add-products');
    expect(window.localStorage.getItem(DASHBOARD_TAB_KEY)).toBe('products');
    await settled();
  });

  it('ignores a stored value that is not a tab', async () => {
    window.localStorage.setItem(DASHBOARD_TAB_KEY, 'settings');
    setup();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await settled();
  });

  it('moves between tabs with the arrow keys, Home and End; only the selected tab is in the Tab order', async () => {
    const { user } = setup();
    const home = screen.getByRole('tab', { name: 'Home' });
    const products = screen.getByRole('tab', { name: 'Products' });
    const orders = screen.getByRole('tab', { name: 'Orders' });
    const users = screen.getByRole('tab', { name: 'Users' });
    expect(home).toHaveAttribute('tabindex', '0');
    expect(users).toHaveAttribute('tabindex', '-1');
    home.focus();
    await user.keyboard('{ArrowRight}');
    expect(products).toHaveFocus();
    expect(products).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(orders).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(users).toHaveFocus();
    expect(users).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(users).toHaveFocus();
    await user.keyboard('{Home}');
    expect(home).toHaveFocus();
    await user.keyboard('{End}');
    expect(users).toHaveFocus();
    await user.keyboard('{Home}');
    expect(home).toHaveFocus();
    expect(window.localStorage.getItem(DASHBOARD_TAB_KEY)).toBe('home');
    await settled();
  });

  it('shows a load error with Retry when the counts cannot be loaded', async () => {
    const { api, user } = setup();
    api.set(`GET ${ADMIN_API_PATHS.stats}`, { status: 503, body: { message: 'Try again later.' } });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the user counts: Try again later.');
    api.set(`GET ${ADMIN_API_PATHS.stats}`, { body: { total: 1, admins: 1, regular: 0 } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('count-total')).toHaveTextContent('1');
    await settled();
  });
});
