import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ORDERS_API_PATHS, adminLowStockPath, formatRupees, type AdminSalesResponse } from 'shared-contracts';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { SalesOverview } from './SalesOverview';

const SALES = `GET ${ADMIN_ORDERS_API_PATHS.sales}`;
const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 29 ? 23000 : i === 10 ? 50000 : 0,
  paidOrders: i === 29 ? 1 : i === 10 ? 2 : 0,
}));
const FIGURES: AdminSalesResponse = {
  currency: 'INR',
  today: { revenue: 23000, paidOrders: 1 },
  last7Days: { revenue: 23000, paidOrders: 1 },
  last30Days: { revenue: 73000, paidOrders: 3 },
  daily,
  waitingToShip: 4,
  lowStock: [
    { id: '12', productName: 'Sheesham Bed', stock: 0 },
    { id: '07', productName: 'Teak Desk', stock: 3 },
  ],
  lowStockNext: null,
};

function setup(answer: { status?: number; body?: unknown } = { body: FIGURES }) {
  const api = mockApi({ [SALES]: answer });
  renderAdmin(<SalesOverview />, { path: '/dashboard', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

describe('SalesOverview', () => {
  it('shows revenue and paid orders for today, 7 and 30 days in rupees', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sales figures…');
    const windows = await screen.findByTestId('sales-windows');
    expect(Array.from(windows.querySelectorAll('div')).map((item) => item.textContent)).toEqual([
      `Today${formatRupees(23000)} 1 paid order`,
      `Last 7 days${formatRupees(23000)} 1 paid order`,
      `Last 30 days${formatRupees(73000)} 3 paid orders`,
    ]);
  });

  it('says what coupons took off, where they took something', async () => {
    setup({ body: { ...FIGURES, last30Days: { revenue: 73000, paidOrders: 3, couponDiscounts: 1000 } } });
    const windows = await screen.findByTestId('sales-windows');
    expect(Array.from(windows.querySelectorAll('div')).map((item) => item.textContent)).toEqual([
      `Today${formatRupees(23000)} 1 paid order`,
      `Last 7 days${formatRupees(23000)} 1 paid order`,
      `Last 30 days${formatRupees(73000)} 3 paid orders · ${formatRupees(1000)} off with coupons`,
    ]);
  });

  it('counts cash on delivery apart, where cash was collected', async () => {
    setup({ body: { ...FIGURES, last30Days: { revenue: 73000, paidOrders: 3, codOrders: 2, codCollected: 22500 } } });
    const windows = await screen.findByTestId('sales-windows');
    expect(windows.querySelectorAll('div')[2]?.textContent).toBe(
      `Last 30 days${formatRupees(73000)} 3 paid orders · of them 2 cash on delivery, ${formatRupees(22500)} collected`,
    );
    expect(windows.querySelectorAll('div')[0]?.textContent).toBe(`Today${formatRupees(23000)} 1 paid order`);
  });

  it('draws the 30-day chart with a summary for screen readers and the same figures as a table', async () => {
    const { user } = setup();
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      `Revenue per day from ${daily[0]?.date} to ${daily[29]?.date}: ${formatRupees(73000)} in all; highest ${formatRupees(50000)} on ${daily[10]?.date}.`,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    await user.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Revenue per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]?.textContent).toBe(`${daily[29]?.date}${formatRupees(23000)}1`);
  });

  it('links the orders waiting to ship to the paid orders, and each low-stock product to its edit page', async () => {
    setup();
    expect(await screen.findByRole('link', { name: '4 orders waiting to ship' })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=paid',
    );
    const low = screen.getByRole('list', { name: 'Low stock products' });
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sheesham Bed (out of stock)', 'Teak Desk (3 left)']);
    expect(within(low).getByRole('link', { name: 'Teak Desk' })).toHaveAttribute('href', '/dashboard/products/07');
  });

  it('adds the next page of low-stock products on Load more until the last, and says when one fails', async () => {
    const { api, user } = setup({ body: { ...FIGURES, lowStockNext: '3:07' } });
    const lowStockPage = `GET ${adminLowStockPath({ after: '3:07' })}`;
    api.set(lowStockPage, { status: 503, body: { message: 'Try again later.' } });
    await user.click(await screen.findByRole('button', { name: 'Load more low-stock products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    api.set(lowStockPage, {
      body: {
        products: [
          { id: '07', productName: 'Teak Desk', stock: 3 },
          { id: '21', productName: 'Mango Stool', stock: 4 },
        ],
        next: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Load more low-stock products' }));
    const low = screen.getByRole('list', { name: 'Low stock products' });
    await within(low).findByRole('link', { name: 'Mango Stool' });
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sheesham Bed (out of stock)', 'Teak Desk (3 left)', 'Mango Stool (4 left)']);
    expect(screen.queryByRole('button', { name: 'Load more low-stock products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    const { api, user } = setup({ status: 503, body: { message: 'Try again later.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the sales figures: Try again later.');
    api.set(SALES, { body: { ...FIGURES, lowStock: [] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products are low on stock.')).toBeInTheDocument();
  });
});
