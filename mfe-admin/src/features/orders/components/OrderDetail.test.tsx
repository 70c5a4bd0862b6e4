import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminOrderActionPath,
  adminOrderPath,
  COD_CONFIRMATION_MESSAGES,
  formatPaise,
  formatRupees,
} from 'shared-contracts';
import { GST_DOCUMENT_PATHS } from 'shared-contracts/gst';
import { sampleOrderTax } from '../../../../../shared-contracts/src/test/gst';
import { showToast } from 'shared-contracts/toast';
import { orderDetail } from '../../../../../shared-contracts/src/test/adminOrders';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { OrderDetail } from './OrderDetail';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const PAID = orderDetail();
const SHIPPED = orderDetail({
  status: 'shipped',
  shipment: { carrier: 'Delhivery', trackingNumber: 'DLV123', shippedAt: '2026-11-24T05:00:00.000Z' },
  history: [
    ...PAID.history,
    { from: 'paid', to: 'shipped', at: '2026-11-24T05:00:00.000Z', by: 'admin-1', reason: 'Shipped with Delhivery' },
  ],
});
const GET = `GET ${adminOrderPath('ord_1001')}`;
const SHIP = `POST ${adminOrderActionPath('ord_1001', 'ship')}`;
const DELIVER = `POST ${adminOrderActionPath('ord_1001', 'deliver')}`;
const CANCEL = `POST ${adminOrderActionPath('ord_1001', 'cancel')}`;

function setup(order = PAID, routes: Record<string, { status?: number; body?: unknown }> = {}) {
  const api = mockApi({ [GET]: { body: order }, ...routes });
  renderAdmin(<OrderDetail id="ord_1001" />, {
    path: '/dashboard/orders/ord_1001',
    route: '/dashboard/orders/:id',
    auth: SIGNED_IN_ADMIN,
  });
  return { api, user: userEvent.setup() };
}

describe('OrderDetail', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('shows customer, billing address, payment ids, stock, lines, amount and history', async () => {
    setup(orderDetail({ stockShortfall: [{ id: '07', quantity: 1 }] }));
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
    setup(orderDetail({ amount: 25_499, charges: { freightPaise: 99_900, assemblyPaise: 150_000 } }));
    expect(await screen.findByRole('rowheader', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByTestId('order-freight')).toHaveTextContent(formatRupees(999));
    expect(screen.getByRole('rowheader', { name: 'Assembly' }).closest('tr')).toHaveTextContent(formatRupees(1500));
    expect(screen.getByRole('rowheader', { name: 'Amount' }).closest('tr')).toHaveTextContent(formatRupees(25499));
  });

  it('names each version of a product on its own row, linked to the product', async () => {
    const line = orderDetail().items[0]!;
    setup(
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
    setup(orderDetail({ charges: null }));
    expect(await screen.findByRole('rowheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Assembly' })).not.toBeInTheDocument();
  });

  it('shows a payment that needs attention and a second payment refunded at once; neither when all is well', async () => {
    setup(
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
    setup();
    expect(await screen.findByText('Ravi Kumar, ravi@example.com, 9876543210')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extra payments' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-coupon')).not.toBeInTheDocument();
  });

  it('names the coupon the order was priced with and its discount, in the GST breakup beside the discount too', async () => {
    const tax = sampleOrderTax('27');
    tax.totals = { ...tax.totals, discountPaise: 250_000 };
    setup(orderDetail({ coupon: { code: 'DIWALI10', discountPaise: 250_000 }, tax }));
    expect(await screen.findByTestId('order-coupon')).toHaveTextContent('DIWALI10: ₹2,500.00 off');
    const table = screen.getByRole('table', { name: 'GST breakup' });
    expect(
      within(table).getByRole('rowheader', { name: 'Discount (coupon DIWALI10)' }).closest('tr'),
    ).toHaveTextContent(formatPaise(-250_000));
  });

  it('marks a paid order shipped after checking carrier and tracking number', async () => {
    const { api, user } = setup(PAID, { [SHIP]: { body: SHIPPED } });
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
    const { api, user } = setup(SHIPPED);
    api.set(DELIVER, () => new Promise((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeDisabled();
    answer({ body: orderDetail({ ...SHIPPED, status: 'delivered' }) });
    expect(await screen.findByText('No actions for a delivered order.')).toBeInTheDocument();
    expect(api.bodyOf(DELIVER)).toEqual({});
  });

  it('shows the server’s 409 sentence when a move is refused, and the order as it is now', async () => {
    const { api, user } = setup(SHIPPED, {
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
    const { api, user } = setup(PAID, { [CANCEL]: { body: cancelled } });
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
    const { api, user } = setup(PAID, { [CANCEL]: { body: cancelled } });
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason/), '  Customer asked by phone  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.bodyOf(CANCEL)).toEqual({ reason: 'Customer asked by phone' });
  });

  it('keeps the order as it was and shows the 502 message when the refund fails', async () => {
    const { user } = setup(PAID, {
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
    const { api, user } = setup(PAID, { [GET]: { status: 404, body: { message: 'Order not found.' } } });
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
    const { api } = setup(orderDetail({ tax, documents }));
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
    setup(orderDetail({ tax: null, documents: { invoice: null, creditNote: null } }));
    const section = await screen.findByRole('region', { name: 'Tax' });
    expect(section).toHaveTextContent('No GST breakup');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  describe('a cash-on-delivery order', () => {
    const COLLECT = `POST ${adminOrderActionPath('ord_1001', 'collect')}`;
    const cod = (extra: Parameters<typeof orderDetail>[0] = {}) =>
      orderDetail({
        paidAt: null,
        paymentMethod: 'cod',
        cashCollection: null,
        payment: { provider: 'cod', providerOrderId: 'ord_1001', paymentId: null },
        ...extra,
      });

    it('is shipped from placed and cancelled without a refund', async () => {
      const { api, user } = setup(cod({ status: 'placed' }), {
        [CANCEL]: { body: cod({ status: 'cancelled' }) },
      });
      expect(await screen.findByText(`Cash on delivery: ${formatRupees(23000)} to collect`)).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Mark shipped' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
      expect(dialog).toHaveTextContent('nothing is refunded');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      await waitFor(() => expect(api.bodyOf(CANCEL)).toEqual({}));
      await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Order cancelled.'));
    });

    it("awaiting the shopper's confirmation: says until when, and offers no shipping until then", async () => {
      setup(cod({ status: 'placed', confirmBy: '2026-11-21T04:30:00.000Z' }), {});
      expect(await screen.findByTestId('cod-awaiting-confirmation')).toHaveTextContent(
        "Awaiting the shopper's confirmation until 21 Nov 2026, 10:00 am IST",
      );
      expect(screen.getByTestId('ship-after-confirmation')).toHaveTextContent(COD_CONFIRMATION_MESSAGES.notYet);
      expect(screen.queryByRole('form', { name: 'Mark shipped' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    });

    it('records the cash collected once delivered: the amount due filled in, a short amount sent in paise', async () => {
      const { api, user } = setup(cod({ status: 'delivered' }), {
        [COLLECT]: {
          body: cod({ status: 'paid', cashCollection: { collectedPaise: 2_250_000, shortPaise: 50_000 } }),
        },
      });
      const form = await screen.findByRole('form', { name: 'Record cash collected' });
      const cash = within(form).getByLabelText('Cash collected (₹)');
      expect(cash).toHaveValue('23000');
      await user.clear(cash);
      await user.type(cash, '23001');
      await user.click(within(form).getByRole('button', { name: 'Record cash collected' }));
      expect(await within(form).findByText(`At most the amount due, ${formatRupees(23000)}.`)).toBeInTheDocument();
      expect(api.bodyOf(COLLECT)).toBeUndefined();

      await user.clear(cash);
      await user.type(cash, '22500');
      await user.click(within(form).getByRole('button', { name: 'Record cash collected' }));
      expect(await screen.findByTestId('cash-collection')).toHaveTextContent(
        `Cash on delivery: ${formatPaise(2_250_000)} collected, ${formatPaise(50_000)} short`,
      );
      expect(api.bodyOf(COLLECT)).toEqual({ collectedPaise: 2_250_000 });
      expect(showToast).toHaveBeenCalledWith('success', 'Cash collected recorded.');
      expect(screen.queryByRole('form', { name: 'Record cash collected' })).not.toBeInTheDocument();
    });
  });
});
