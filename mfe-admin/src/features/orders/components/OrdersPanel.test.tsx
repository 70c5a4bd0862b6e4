import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ORDERS_API_PATHS, DEFAULT_CONFIG, formatRupees, type AdminOrdersResponse } from 'shared-contracts';
import { orderSummary } from '../../../../../shared-contracts/src/test/adminOrders';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { OrdersPanel } from './OrdersPanel';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const list = (query: string) => `GET ${ADMIN_ORDERS_API_PATHS.orders}?${query}`;
const pageOf = (
  orders: AdminOrdersResponse['orders'],
  total = orders.length,
  offset = 0,
): { body: AdminOrdersResponse } => ({
  body: { orders, total, limit: 20, offset },
});

const PAID = orderSummary();
const SHIPPED = orderSummary({
  id: 'ord_1002',
  status: 'shipped',
  customerName: 'Meera',
  email: 'meera@example.com',
  itemCount: 1,
  amount: 4500,
});

function setup(path = '/dashboard/orders', routes: Record<string, { status?: number; body?: unknown }> = {}) {
  const api = mockApi({ [list('limit=20&offset=0')]: pageOf([PAID, SHIPPED]), ...routes });
  renderAdmin(<OrdersPanel headingLevel={1} />, { path, route: '/dashboard/orders', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = async (id: string) => (await screen.findByRole('rowheader', { name: id })).closest('tr') as HTMLElement;

describe('OrdersPanel', () => {
  it('lists orders with number (link), India date, customer, items, amount and status', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    const paid = await rowOf('ord_1001');
    expect(screen.getByRole('table', { name: 'Orders 1–2 of 2' })).toBeInTheDocument();
    const cells = within(paid)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/23 Nov 2026, 12:00/);
    expect(cells.slice(1)).toEqual(['Ravi Kumar ravi@example.com', '2', formatRupees(23000), 'Paid']);
    expect(within(paid).getByRole('link', { name: 'ord_1001' })).toHaveAttribute('href', '/dashboard/orders/ord_1001');
    expect(within(await rowOf('ord_1002')).getByText('Shipped')).toBeInTheDocument();
  });

  it('filters by status and searches once typing pauses, both in the URL', async () => {
    const { api, user } = setup('/dashboard/orders', {
      [list('status=paid&limit=20&offset=0')]: pageOf([PAID]),
      [list('status=paid&q=meera&limit=20&offset=0')]: pageOf([]),
    });
    await rowOf('ord_1002');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'ord_1002' })).not.toBeInTheDocument());
    expect(location()).toBe('/dashboard/orders?status=paid');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'meera');
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/orders?status=paid&q=meera');
    expect(api.calls().filter((call) => call.includes('q='))).toEqual([list('status=paid&q=meera&limit=20&offset=0')]);
  });

  it('reads the page from the URL and pages with links', async () => {
    const many = Array.from({ length: 20 }, (_, i) => orderSummary({ id: `ord_${2000 + i}` }));
    const { user } = setup('/dashboard/orders?page=2', {
      [list('limit=20&offset=20')]: pageOf(many, 41, 20),
      [list('limit=20&offset=40')]: pageOf([SHIPPED], 41, 40),
    });
    expect(await rowOf('ord_2000')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await rowOf('ord_1002')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/orders?page=3');
  });

  it('says when there are no orders, and offers Retry after a failed load', async () => {
    const { api, user } = setup('/dashboard/orders', {
      [list('limit=20&offset=0')]: { status: 503, body: { message: 'Try again later.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the orders: Try again later.');
    api.set(list('limit=20&offset=0'), pageOf([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('downloads the CSV of the chosen dates with the admin token', async () => {
    const { api, user } = setup();
    await rowOf('ord_1001');
    const csv = jest.fn(async () => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['id\n']),
      text: async () => '',
    }));
    const listFetch = api.fetch;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('export.csv') ? csv() : listFetch(input, init),
    ) as unknown as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:orders');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const from = screen.getByLabelText('From');
    expect((from as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-23' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(globalThis.fetch).toHaveBeenCalledWith(
      `${DEFAULT_CONFIG.apiBaseUrl}${ADMIN_ORDERS_API_PATHS.exportCsv}?from=2026-11-01&to=2026-11-23`,
      {
        headers: { authorization: 'Bearer test-token' },
      },
    );
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'orders-2026-11-01-to-2026-11-23.csv',
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
    click.mockRestore();
  });
});
