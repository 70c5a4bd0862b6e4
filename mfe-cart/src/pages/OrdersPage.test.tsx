import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRupees, MY_ORDERS_PAGE_SIZE, type MyOrdersResponse, type OrderSummary } from 'shared-contracts';
import { SIGNED_OUT } from 'shared-contracts/react';
import { answer } from '../test/fakeCatalogue';
import { API_BASE, renderAt } from '../test/renderSignedIn';
import OrdersPage from './OrdersPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const summary = (n: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `order_${n}`,
  createdAt: '2026-11-20T20:00:00.000Z',
  status: 'paid',
  amount: 4500 * n,
  currency: 'INR',
  itemCount: n,
  lines: [{ productName: 'Sheesham Chair', quantity: n, imgUrl: '/chair.svg' }],
  ...overrides,
});

const page = (orders: OrderSummary[], total: number, offset = 0): MyOrdersResponse => ({
  orders,
  total,
  limit: MY_ORDERS_PAGE_SIZE,
  offset,
});
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('My orders page', () => {
  it('lists the first page: India date, number linking to the order, items, count, amount and status', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(
        page(
          [
            summary(2, {
              status: 'shipped',
              lines: [
                { productName: 'Teak Sofa', quantity: 1, imgUrl: '/s.svg' },
                { productName: 'Sheesham Chair', quantity: 1, imgUrl: '/c.svg' },
              ],
            }),
            summary(1, { createdAt: '2026-11-19T19:00:00.000Z' }),
          ],
          2,
        ),
      ),
    );
    renderAt(<OrdersPage />, '/orders', '/orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Order order_2' })).toHaveAttribute('href', '/order/order_2');
    // 20:00 UTC on 20 November is 01:30 on 21 November in India.
    expect(first.getByText('21 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('Teak Sofa × 1, Sheesham Chair × 1')).toBeInTheDocument();
    expect(first.getByText('2 items')).toBeInTheDocument();
    expect(first.getByText(formatRupees(9000))).toBeInTheDocument();
    expect(first.getByText('Shipped')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 item')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(requested()).toEqual([`${API_BASE}/api/orders/me?limit=${MY_ORDERS_PAGE_SIZE}&offset=0`]);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer token-asha' });
    expect(screen.queryByRole('navigation', { name: 'Pages of your orders' })).not.toBeInTheDocument();
  });

  it('pages with Next and Previous, keeping the page in the URL', async () => {
    const total = MY_ORDERS_PAGE_SIZE + 3;
    fetchMock.mockImplementation((url) => {
      const offset = Number(new URL(String(url)).searchParams.get('offset'));
      const count = offset === 0 ? MY_ORDERS_PAGE_SIZE : 3;
      return Promise.resolve(
        answer(
          page(
            Array.from({ length: count }, (_, i) => summary(offset + i + 1)),
            total,
            offset,
          ),
        ),
      );
    });
    renderAt(<OrdersPage />, '/orders', '/orders');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(MY_ORDERS_PAGE_SIZE);
    expect(screen.getByText(`Page 1 of 2`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?page=2');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(screen.getByRole('link', { name: `Order order_${MY_ORDERS_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(requested()).toContain(
      `${API_BASE}/api/orders/me?limit=${MY_ORDERS_PAGE_SIZE}&offset=${MY_ORDERS_PAGE_SIZE}`,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(MY_ORDERS_PAGE_SIZE));
  });

  it('opens on the page the URL names', async () => {
    fetchMock.mockResolvedValue(answer(page([summary(21)], 21, 20)));
    renderAt(<OrdersPage />, '/orders', '/orders?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(requested()).toEqual([`${API_BASE}/api/orders/me?limit=${MY_ORDERS_PAGE_SIZE}&offset=20`]);
  });

  it('says when there are no orders yet, with a way to the shop', async () => {
    fetchMock.mockResolvedValueOnce(answer(page([], 0)));
    renderAt(<OrdersPage />, '/orders', '/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryAllByTestId('order-row')).toHaveLength(0);
  });

  it('shows the error and loads again on Retry', async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: 'The orders service is unavailable.' }, 503));
    fetchMock.mockResolvedValueOnce(answer(page([summary(1)], 1)));
    renderAt(<OrdersPage />, '/orders', '/orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders service is unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a signed-out visitor to /login without asking the server', () => {
    renderAt(<OrdersPage />, '/orders', '/orders', SIGNED_OUT);
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
