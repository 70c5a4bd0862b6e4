import { render, screen, within } from '@testing-library/react';
import { formatIndiaDateTime } from '../utils/orderText';
import { ExtraPayments, PaymentAlerts } from './PaymentAlerts';

const NOTICED = '2026-11-23T06:40:00.000Z';

describe('PaymentAlerts', () => {
  it('names each payment that needs attention, what differed and when it was noticed', () => {
    render(
      <PaymentAlerts
        alerts={[
          {
            paymentId: 'pay_short',
            problem: 'Payment pay_short does not pay this order: amount 100 paise, the order is 2300000 paise.',
            at: NOTICED,
          },
          { paymentId: 'pay_usd', problem: 'currency USD, the order is INR', at: '' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment needs attention: the shop did not settle these payments by itself.');
    const items = within(alert).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `Payment pay_short, noticed ${formatIndiaDateTime(NOTICED)}: Payment pay_short does not pay this order: amount 100 paise, the order is 2300000 paise.`,
    );
    expect(items[1]).toHaveTextContent('Payment pay_usd, noticed time not recorded: currency USD, the order is INR');
  });

  it('renders nothing when every payment matched', () => {
    const { container } = render(<PaymentAlerts alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ExtraPayments', () => {
  it('lists each second payment with what became of its refund and the refund id', () => {
    render(
      <ExtraPayments
        payments={[
          { paymentId: 'pay_again', state: 'refunded', refundId: 'rfnd_AB12', at: NOTICED },
          { paymentId: 'pay_third', state: 'refund failed', refundId: null, at: NOTICED },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Extra payments' })).toBeInTheDocument();
    const again = screen.getByRole('rowheader', { name: 'pay_again' }).closest('tr') as HTMLElement;
    expect(
      within(again)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Refunded', 'rfnd_AB12', formatIndiaDateTime(NOTICED)]);
    const third = screen.getByRole('rowheader', { name: 'pay_third' }).closest('tr') as HTMLElement;
    expect(
      within(third)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(["Refund failed: refund it from the payment provider's dashboard", '—', formatIndiaDateTime(NOTICED)]);
  });

  it('renders nothing for an order paid once', () => {
    const { container } = render(<ExtraPayments payments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
