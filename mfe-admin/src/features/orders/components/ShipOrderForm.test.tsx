import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShipOrderForm } from './ShipOrderForm';

function setup(pending = false) {
  const onSubmit = jest.fn();
  render(<ShipOrderForm pending={pending} onSubmit={onSubmit} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    carrier: screen.getByLabelText('Carrier'),
    tracking: screen.getByLabelText('Tracking number'),
  };
}

describe('ShipOrderForm', () => {
  it('a bad submit shows both messages and focuses Carrier; nothing is sent', async () => {
    const { onSubmit, user, carrier, tracking } = setup();
    await user.type(carrier, '   ');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(carrier).toHaveAccessibleDescription('Enter the carrier.');
    expect(tracking).toHaveAccessibleDescription('Enter the tracking number.');
    expect(carrier).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after a bad submit, fixing a field clears its message at once', async () => {
    const { user, carrier, tracking } = setup();
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await user.type(carrier, 'D');
    expect(screen.queryByText('Enter the carrier.')).not.toBeInTheDocument();
    expect(carrier).not.toHaveAttribute('aria-invalid');
    expect(tracking).toHaveAccessibleDescription('Enter the tracking number.');
  });

  it('a valid submit sends the trimmed values once', async () => {
    const { onSubmit, user, carrier, tracking } = setup();
    await user.type(carrier, '  Delhivery ');
    await user.type(tracking, ' DLV123  ');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ carrier: 'Delhivery', trackingNumber: 'DLV123' });
  });

  it('sends nothing while an action is pending', async () => {
    const { onSubmit, user, carrier, tracking } = setup(true);
    await user.type(carrier, 'Delhivery');
    await user.type(tracking, 'DLV123');
    fireEvent.submit(screen.getByRole('form', { name: 'Mark shipped' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
