import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COD_CONFIRMATION_MESSAGES, formatPaise, formatRupees, type OrderDetailResponse } from 'shared-contracts';
import { sampleOrderTax } from '../../../shared-contracts/src/test/gst';
import { SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { answer } from '../test/fakeCatalogue';
import { API_BASE, renderAt } from '../test/renderSignedIn';
import OrderPage from './OrderPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const paidOrder: OrderDetailResponse = {
  id: 'order_42',
  status: 'paid',
  items: [
    { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500, quantity: 2, totalPrice: 9000 },
  ],
  amount: 9000,
  currency: 'INR',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  billing: {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    address: '12 Banyan Lane',
    city: 'Pune',
    postalCode: '411001',
    country: 'India',
  },
  history: [{ status: 'paid', at: '2026-11-20T10:01:00.000Z', by: 'system' }],
  payment: {
    state: 'paid',
    paymentId: 'pay_1',
    paidAt: '2026-11-20T10:01:00.000Z',
    refundedAmount: null,
    refundedAt: null,
  },
  shipment: null,
};

const shippedOrder: OrderDetailResponse = {
  ...paidOrder,
  status: 'shipped',
  history: [...paidOrder.history, { status: 'shipped', at: '2026-11-21T06:30:00.000Z', by: 'shop' }],
  shipment: { carrier: 'Delhivery', trackingNumber: 'DLV123456', shippedAt: '2026-11-21T06:30:00.000Z' },
};

const refundedOrder: OrderDetailResponse = {
  ...shippedOrder,
  status: 'cancelled',
  history: [...shippedOrder.history, { status: 'cancelled', at: '2026-11-22T04:30:00.000Z', by: 'shop' }],
  payment: { ...paidOrder.payment, state: 'refunded', refundedAmount: 9000, refundedAt: '2026-11-22T04:30:00.000Z' },
};

const renderOrder = (auth?: AuthContextValue) => renderAt(<OrderPage />, '/order/:orderId', '/order/order_42', auth);

const placedCashOrder: OrderDetailResponse = {
  ...paidOrder,
  id: 'cod_1',
  status: 'placed',
  paidAt: null,
  paymentMethod: 'cod',
  codCollectedPaise: null,
  history: [],
  payment: { ...paidOrder.payment, state: 'awaiting', paymentId: null, paidAt: null },
};

describe('Order page', () => {
  it('a cash-on-delivery order just placed says what to pay on delivery, to whom', async () => {
    fetchMock.mockResolvedValueOnce(answer(placedCashOrder));
    renderOrder();
    expect(await screen.findByTestId('order-confirmation')).toHaveTextContent(
      'Thank you! Your order is placed: pay in cash on delivery.',
    );
    expect(screen.getByText(/Amount to pay on delivery/)).toHaveTextContent(formatRupees(9000));
    expect(screen.getByTestId('payment-state')).toHaveTextContent(
      `Cash on delivery: pay ${formatRupees(9000)} to the courier`,
    );
  });

  it('a cash-on-delivery order awaiting its confirmation says until when; the button confirms it once', async () => {
    const confirmBy = '2026-11-21T04:30:00.000Z';
    fetchMock.mockResolvedValueOnce(answer({ ...placedCashOrder, confirmBy }));
    renderOrder();
    const notice = await screen.findByRole('region', { name: 'Confirm your order' });
    expect(notice).toHaveTextContent(COD_CONFIRMATION_MESSAGES.awaiting('21 Nov 2026, 10:00 am IST'));
    fetchMock.mockResolvedValueOnce(answer({ ...placedCashOrder, confirmBy: null }));
    await userEvent.click(within(notice).getByRole('button', { name: COD_CONFIRMATION_MESSAGES.button }));
    expect(await screen.findByText(COD_CONFIRMATION_MESSAGES.confirmed)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: COD_CONFIRMATION_MESSAGES.button })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]![0])).toBe(`${API_BASE}/api/orders/cod_1/confirm`);
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('POST');
  });

  it('a confirmation the server refuses says why and keeps the button', async () => {
    fetchMock.mockResolvedValueOnce(answer({ ...placedCashOrder, confirmBy: '2026-11-21T04:30:00.000Z' }));
    renderOrder();
    const button = await screen.findByRole('button', { name: COD_CONFIRMATION_MESSAGES.button });
    fetchMock.mockResolvedValueOnce(answer({ statusCode: 409, message: COD_CONFIRMATION_MESSAGES.tooLate }, 409));
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(COD_CONFIRMATION_MESSAGES.tooLate);
    expect(screen.getByRole('button', { name: COD_CONFIRMATION_MESSAGES.button })).toBeEnabled();
  });

  it('a cash-on-delivery order whose cash is recorded is past its confirmation and reads paid in cash', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({
        ...placedCashOrder,
        status: 'paid',
        paidAt: '2026-11-25T10:00:00.000Z',
        codCollectedPaise: 900_000,
        payment: { ...placedCashOrder.payment, state: 'paid', paidAt: '2026-11-25T10:00:00.000Z' },
      }),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid in cash on delivery');
    expect(screen.queryByTestId('order-confirmation')).not.toBeInTheDocument();
  });

  it('keeps the confirmation for a just-paid order, with its payment, billing address and history', async () => {
    fetchMock.mockResolvedValueOnce(answer(paidOrder));
    renderOrder();
    expect(await screen.findByTestId('order-confirmation')).toHaveTextContent('Thank you! Your payment was received.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('order_42');
    expect(screen.getByTestId('order-amount')).toHaveTextContent(formatRupees(9000));
    expect(screen.getByRole('list', { name: 'Items in this order' })).toHaveTextContent('Sheesham Chair × 2');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid');
    const address = screen.getByRole('region', { name: 'Billing address' });
    expect(address).toHaveTextContent('Asha Rao');
    expect(address).toHaveTextContent('12 Banyan Lane');
    expect(address).toHaveTextContent('Pune 411001');
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-coupon')).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Order history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Awaiting payment · 20 Nov 2026, 3:30 pm · by you',
      'Paid · 20 Nov 2026, 3:31 pm · by the system',
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${API_BASE}/api/orders/order_42`);
  });

  it('shows a shipped order with its history in order, who moved it, and the carrier and tracking number', async () => {
    fetchMock.mockResolvedValueOnce(answer(shippedOrder));
    renderOrder();
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Delhivery')).toBeInTheDocument();
    expect(within(shipment).getByTestId('tracking-number')).toHaveTextContent('DLV123456');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-confirmation')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-overview')).toHaveTextContent('Status: Shipped');

    const history = within(screen.getByRole('region', { name: 'Order history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Awaiting payment · 20 Nov 2026, 3:30 pm · by you',
      'Paid · 20 Nov 2026, 3:31 pm · by the system',
      'Shipped · 21 Nov 2026, 12:00 pm · by the shop',
    ]);
    expect(screen.getByRole('link', { name: 'All my orders' })).toHaveAttribute('href', '/orders');
  });

  it('says a cancelled order was refunded, how much and when', async () => {
    fetchMock.mockResolvedValueOnce(answer(refundedOrder));
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Refunded');
    expect(payment).toHaveTextContent(`Refunded ${formatRupees(9000)} on 22 Nov 2026, 10:00 am`);
    expect(screen.getByTestId('order-overview')).toHaveTextContent('Status: Cancelled');
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Cancelled · 22 Nov 2026, 10:00 am · by the shop');
  });

  it('lists the freight and the assembly as their own lines on the confirmation and on the order page', async () => {
    const charges = { freightPaise: 99_900, assemblyPaise: 150_000 };
    fetchMock.mockResolvedValueOnce(answer({ ...placedCashOrder, amount: 11_499, charges }));
    const first = renderOrder();
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(within(confirmation).getByTestId('order-freight')).toHaveTextContent(formatRupees(999));
    expect(within(confirmation).getByTestId('order-assembly')).toHaveTextContent(formatRupees(1500));
    expect(within(confirmation).getByTestId('order-amount')).toHaveTextContent(formatRupees(11_499));
    first.unmount();

    fetchMock.mockResolvedValueOnce(
      answer({ ...shippedOrder, amount: 9999, charges: { ...charges, assemblyPaise: 0 } }),
    );
    renderOrder();
    const overview = await screen.findByTestId('order-overview');
    expect(within(overview).getByText('Delivery')).toBeInTheDocument();
    expect(within(overview).getByTestId('order-freight')).toHaveTextContent(formatRupees(999));
    expect(within(overview).queryByTestId('order-assembly')).not.toBeInTheDocument();
  });

  it('shows no charge line for an order without charges', async () => {
    fetchMock.mockResolvedValueOnce(answer(shippedOrder));
    renderOrder();
    expect(await screen.findByTestId('order-overview')).not.toHaveTextContent('Delivery');
    expect(screen.queryByTestId('order-freight')).not.toBeInTheDocument();
  });

  it('names the coupon the order was priced with and its discount, in the GST breakup beside the discount too', async () => {
    const tax = sampleOrderTax('27');
    tax.totals = { ...tax.totals, discountPaise: 100_000 };
    const coupon = { code: 'DIWALI10', discountPaise: 100_000 };
    fetchMock.mockResolvedValueOnce(answer({ ...shippedOrder, coupon, tax }));
    renderOrder();
    expect(await screen.findByTestId('order-coupon')).toHaveTextContent('Coupon DIWALI10: ₹1,000.00 off');
    expect(screen.getByTestId('order-amount')).toHaveTextContent(formatRupees(shippedOrder.amount));
    const table = within(screen.getByRole('region', { name: 'Tax' })).getByRole('table', { name: 'GST breakup' });
    expect(
      within(table).getByRole('rowheader', { name: 'Discount (coupon DIWALI10)' }).closest('tr'),
    ).toHaveTextContent(formatPaise(-100_000));
  });

  it("shows the server's message for another shopper's order, and Retry asks again", async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: 'Order not found.' }, 404));
    fetchMock.mockResolvedValueOnce(answer(shippedOrder));
    renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent('DLV123456');
  });

  it('shows the GST breakup the server stored, and only the documents issued; the download carries the token', async () => {
    const tax = sampleOrderTax('27');
    const invoice = { number: 'LK/26-27/000123', issuedAt: '2026-11-20T10:01:00.000Z' };
    fetchMock.mockResolvedValueOnce(answer({ ...paidOrder, tax, documents: { invoice, creditNote: null } }));
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Tax' });
    const table = within(section).getByRole('table', { name: 'GST breakup' });
    expect(table).toHaveTextContent(`CGST${formatPaise(tax.totals.cgstPaise)}`);
    expect(table).toHaveTextContent(`SGST${formatPaise(tax.totals.sgstPaise)}`);
    expect(table).toHaveTextContent(`Total (GST included)${formatPaise(tax.totals.chargedPaise)}`);
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download invoice (LK/26-27/000123, PDF)']);

    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF']),
    } as unknown as Response);
    within(section)
      .getByRole('button', { name: /Download invoice/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenLastCalledWith(`${API_BASE}/api/orders/order_42/invoice.pdf`, {
      headers: { authorization: 'Bearer token-asha' },
    });
    click.mockRestore();
  });

  it('a refunded order offers the credit note beside the invoice; an order without a breakup has no Tax section', async () => {
    const documents = {
      invoice: { number: 'LK/26-27/000123', issuedAt: '2026-11-20T10:01:00.000Z' },
      creditNote: { number: 'LKC/26-27/000007', issuedAt: '2026-11-22T04:30:00.000Z' },
    };
    fetchMock.mockResolvedValueOnce(answer({ ...refundedOrder, tax: sampleOrderTax('08'), documents }));
    const { unmount } = renderOrder();
    const section = await screen.findByRole('region', { name: 'Tax' });
    expect(within(section).getByRole('table', { name: 'GST breakup' })).toHaveTextContent('IGST');
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download invoice (LK/26-27/000123, PDF)', 'Download credit note (LKC/26-27/000007, PDF)']);
    unmount();

    fetchMock.mockResolvedValueOnce(
      answer({ ...paidOrder, tax: null, documents: { invoice: null, creditNote: null } }),
    );
    renderOrder();
    await screen.findByTestId('order-confirmation');
    expect(screen.queryByRole('region', { name: 'Tax' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', () => {
    renderOrder(SIGNED_OUT);
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
