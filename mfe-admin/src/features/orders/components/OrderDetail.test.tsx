import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPaise, formatRupees } from 'shared-contracts';
import { GST_DOCUMENT_PATHS } from 'shared-contracts/gst';
import { sampleOrderTax } from '../../../../../shared-contracts/src/test/gst';
import { showToast } from 'shared-contracts/toast';
import { orderDetail } from '../../../../../shared-contracts/src/test/adminOrders';
import { CANCEL, DELIVER, GET, PAID, SHIP, SHIPPED, renderOrderDetail } from './renderOrderDetail';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

describe('OrderDetail', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('shows customer, billing address, payment ids, stock, lines, amount and history', async () => {
    renderOrderDetail(orderDetail({ stockShortfall: [{ id: '07', quantity: 1 }] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading order…');
    expect(await screen.findByText('Ravi Kumar, ravi@example.com, 9876543210')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Pune 411001, India')).toBeInTheDocument();
    expect(screen.getByText(/Sandbox order order_SBX1, payment pay_SBX9/)).toBeInTheDocument();
    expect(screen.getByText('Taken from stock')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough stock for this paid order: 07 (1 short).');
    expect(screen.getByRole('link', { name: 'Teak Desk' })).toHaveAttribute('href', '/dashboard/products/07');
    expect(screen.getByRole('rowheader', { name: 'Amount' }).closest('tr')).toHaveTextContent(formatRupees(23000));
    expect(
      within(screen.getByRole('list')).getByText(/pending → paid by provider \(Payment captured\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('shows the freight and the assembly as their own rows above the amount; none for free delivery', async () => {
    renderOrderDetail(orderDetail({ amount: 25_499, charges: { freightPaise: 99_900, assemblyPaise: 150_000 } }));
    expect(await screen.findByRole('rowheader', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByTestId('order-freight')).toHaveTextContent(formatRupees(999));
    expect(screen.getByRole('rowheader', { name: 'Assembly' }).closest('tr')).toHaveTextContent(formatRupees(1500));
    expect(screen.getByRole('rowheader', { name: 'Amount' }).closest('tr')).toHaveTextContent(formatRupees(25499));
  });

  it('names each version of a product on its own row, linked to the product', async () => {
    const line = orderDetail().items[0]!;
    renderOrderDetail(
      orderDetail({
        items: [
          {
            ...line,
            id: '14',
            productName: 'Sheesham Sofa',
            variantSku: 'WC14-3S-HON',
            variantLabel: '3-seater, Honey',
          },
          {
            ...line,
            id: '14',
            productName: 'Sheesham Sofa',
            variantSku: 'WC14-3S-WAL',
            variantLabel: '3-seater, Walnut',
          },
        ],
      }),
    );
    const honey = await screen.findByRole('link', { name: 'Sheesham Sofa — 3-seater, Honey' });
    expect(honey).toHaveAttribute('href', '/dashboard/products/14');
    expect(screen.getByRole('link', { name: 'Sheesham Sofa — 3-seater, Walnut' })).toBeInTheDocument();
  });

  it('has no charge rows for an order without charges', async () => {
    renderOrderDetail(orderDetail({ charges: null }));
    expect(await screen.findByRole('rowheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Assembly' })).not.toBeInTheDocument();
  });

  it('shows a payment that needs attention and a second payment refunded at once; neither when all is well', async () => {
    renderOrderDetail(
      orderDetail({
        paymentAlerts: [
          {
            paymentId: 'pay_short',
            problem: 'amount 100 paise, the order is 2300000 paise.',
            at: '2026-11-23T06:40:00.000Z',
          },
        ],
        extraPayments: [
          { paymentId: 'pay_again', state: 'refunded', refundId: 'rfnd_AB12', at: '2026-11-23T06:41:00.000Z' },
        ],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Payment needs attention: .*Payment pay_short, noticed .*: amount 100 paise/,
    );
    expect(screen.getByRole('rowheader', { name: 'pay_again' }).closest('tr')).toHaveTextContent('Refunded');
    expect(screen.getByRole('cell', { name: 'rfnd_AB12' })).toBeInTheDocument();
  });

  it('shows no payment alert and no extra payments for an order paid once', async () => {
    renderOrderDetail();
    expect(await screen.findByText('Ravi Kumar, ravi@example.com, 9876543210')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extra payments' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-coupon')).not.toBeInTheDocument();
  });

  it('names the coupon the order was priced with and its discount, in the GST breakup beside the discount too', async () => {
    const tax = sampleOrderTax('27');
    tax.totals = { ...tax.totals, discountPaise: 250_000 };
    renderOrderDetail(orderDetail({ coupon: { code: 'DIWALI10', discountPaise: 250_000 }, tax }));
    expect(await screen.findByTestId('order-coupon')).toHaveTextContent('DIWALI10: ₹2,500.00 off');
    const table = screen.getByRole('table', { name: 'GST breakup' });
    expect(
      within(table).getByRole('rowheader', { name: 'Discount (coupon DIWALI10)' }).closest('tr'),
    ).toHaveTextContent(formatPaise(-250_000));
  });

  it('marks a paid order shipped after checking carrier and tracking number', async () => {
    const { api, user } = renderOrderDetail(PAID, { [SHIP]: { body: SHIPPED } });
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    expect(screen.getByText('Enter the carrier.')).toBeInTheDocument();
    expect(screen.getByText('Enter the tracking number.')).toBeInTheDocument();
    expect(api.calls()).not.toContain(SHIP);
    await user.type(screen.getByLabelText('Carrier'), 'Delhivery');
    await user.type(screen.getByLabelText('Tracking number'), 'DLV123');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText(/Delhivery, tracking DLV123/)).toBeInTheDocument();
    expect(api.bodyOf(SHIP)).toEqual({ carrier: 'Delhivery', trackingNumber: 'DLV123' });
    expect(showToast).toHaveBeenCalledWith('success', 'Order marked shipped.');
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
  });

  it('marks a shipped order delivered, the button disabled while the request runs', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { api, user } = renderOrderDetail(SHIPPED);
    api.set(DELIVER, () => new Promise((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeDisabled();
    answer({ body: orderDetail({ ...SHIPPED, status: 'delivered' }) });
    expect(await screen.findByText('No actions for a delivered order.')).toBeInTheDocument();
    expect(api.bodyOf(DELIVER)).toEqual({});
  });

  it('shows the server’s 409 sentence when a move is refused, and the order as it is now', async () => {
    const { api, user } = renderOrderDetail(SHIPPED, {
      [DELIVER]: { status: 409, body: { message: 'A cancelled order cannot be delivered.' } },
    });
    const deliver = await screen.findByRole('button', { name: 'Mark delivered' });
    api.set(GET, { body: orderDetail({ status: 'cancelled' }) });
    await user.click(deliver);
    expect(await screen.findByRole('alert')).toHaveTextContent('A cancelled order cannot be delivered.');
    expect(await screen.findByText('No actions for a cancelled order.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A cancelled order cannot be delivered.');
  });

  it('cancels and refunds after a confirmation naming the amount', async () => {
    const cancelled = orderDetail({
      status: 'cancelled',
      stock: 'released',
      refund: { amount: 23000, refundId: 'rfnd_1', at: '2026-11-24T06:00:00.000Z' },
    });
    const { api, user } = renderOrderDetail(PAID, { [CANCEL]: { body: cancelled } });
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel and refund this order?' });
    expect(dialog).toHaveTextContent(`${formatRupees(23000)} will be refunded to the customer and the stock returned.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(/refunded \(rfnd_1\)/)).toBeInTheDocument();
    expect(screen.getByText('Returned to stock')).toBeInTheDocument();
    expect(api.bodyOf(CANCEL)).toEqual({});
  });

  it('sends the reason typed in the confirmation', async () => {
    const cancelled = orderDetail({ status: 'cancelled', stock: 'released' });
    const { api, user } = renderOrderDetail(PAID, { [CANCEL]: { body: cancelled } });
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason/), '  Customer asked by phone  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.bodyOf(CANCEL)).toEqual({ reason: 'Customer asked by phone' });
  });

  it('keeps the order as it was and shows the 502 message when the refund fails', async () => {
    const { user } = renderOrderDetail(PAID, {
      [CANCEL]: {
        status: 502,
        body: { message: 'The refund failed: the provider is unreachable. Nothing was changed.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The refund failed: the provider is unreachable. Nothing was changed.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeEnabled();
  });

  it('offers Retry when the order cannot be loaded', async () => {
    const { api, user } = renderOrderDetail(PAID, { [GET]: { status: 404, body: { message: 'Order not found.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the order: Order not found.');
    api.set(GET, { body: PAID });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('shows the GST breakup and offers the issued invoice and credit note from the admin paths', async () => {
    const tax = sampleOrderTax('08');
    const documents = {
      invoice: { number: 'LK/26-27/000123', issuedAt: '2026-11-20T10:01:00.000Z' },
      creditNote: { number: 'LKC/26-27/000007', issuedAt: '2026-11-22T04:30:00.000Z' },
    };
    const { api } = renderOrderDetail(orderDetail({ tax, documents }));
    const section = await screen.findByRole('region', { name: 'Tax' });
    expect(within(section).getByRole('table', { name: 'GST breakup' })).toHaveTextContent(
      `IGST${formatPaise(tax.totals.igstPaise)}`,
    );
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // The PDF is fetched beside the API client (a file, with the admin's token).
    const pdf = jest.fn(async (..._args: unknown[]) => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF']),
    }));
    globalThis.fetch = pdf as unknown as typeof fetch;
    await userEvent.click(within(section).getByRole('button', { name: /Download credit note/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(String(pdf.mock.calls[0]?.[0])).toMatch(new RegExp(`${GST_DOCUMENT_PATHS.adminCreditNote('ord_1001')}$`));
    expect(api.calls()).toEqual([GET]);
    click.mockRestore();
  });

  it('says an order without a breakup has none, and offers no download before an invoice is issued', async () => {
    renderOrderDetail(orderDetail({ tax: null, documents: { invoice: null, creditNote: null } }));
    const section = await screen.findByRole('region', { name: 'Tax' });
    expect(section).toHaveTextContent('No GST breakup');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
