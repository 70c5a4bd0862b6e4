import { screen, waitFor, within } from '@testing-library/react';
import { adminOrderActionPath, COD_CONFIRMATION_MESSAGES, formatPaise, formatRupees } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import { orderDetail } from '../../../../../shared-contracts/src/test/adminOrders';
import { CANCEL, renderOrderDetail } from './renderOrderDetail';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

describe('OrderDetail of a cash-on-delivery order', () => {
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
    const { api, user } = renderOrderDetail(cod({ status: 'placed' }), {
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
    renderOrderDetail(cod({ status: 'placed', confirmBy: '2026-11-21T04:30:00.000Z' }), {});
    expect(await screen.findByTestId('cod-awaiting-confirmation')).toHaveTextContent(
      "Awaiting the shopper's confirmation until 21 Nov 2026, 10:00 am IST",
    );
    expect(screen.getByTestId('ship-after-confirmation')).toHaveTextContent(COD_CONFIRMATION_MESSAGES.notYet);
    expect(screen.queryByRole('form', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('records the cash collected once delivered: the amount due filled in, a short amount sent in paise', async () => {
    const { api, user } = renderOrderDetail(cod({ status: 'delivered' }), {
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
