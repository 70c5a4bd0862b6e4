import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { deferred, renderWithAuth } from '../../../test/renderWithAuth';
import { RESET_LINK_SENT } from '../hooks/usePasswordResetRequest';
import { ForgotPasswordForm } from './ForgotPasswordForm';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const rendered = renderWithAuth(<ForgotPasswordForm />, { path: '/forgot-password' });
  const email = screen.getByLabelText('Email');
  const send = async (address: string) => {
    await user.clear(email);
    await user.type(email, address);
    await user.click(screen.getByRole('button', { name: /Send/ }));
  };
  return { user, email, send, ...rendered };
}

const tick = (seconds: number): void =>
  act(() => {
    jest.advanceTimersByTime(seconds * 1000);
  });

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('sends the reset e-mail and says the same thing whether or not the account exists', async () => {
    const { send, sendPasswordReset } = setup();
    sendPasswordReset.mockResolvedValue();
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();

    await send(' asha@example.com ');
    expect(sendPasswordReset).toHaveBeenCalledWith('asha@example.com');
    expect(await screen.findByText(RESET_LINK_SENT)).toHaveAttribute('role', 'status');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('checks the address before sending', async () => {
    const { send, email, sendPasswordReset } = setup();
    await send('asha@');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows progress while sending', async () => {
    const { send, sendPasswordReset } = setup();
    const call = deferred();
    sendPasswordReset.mockReturnValue(call.promise);
    await send('asha@example.com');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => call.resolve());
    expect(screen.getByText(RESET_LINK_SENT)).toBeInTheDocument();
  });

  it('sends once a minute per address, and the button says when it can be used again', async () => {
    const { user, send, email, sendPasswordReset } = setup();
    sendPasswordReset.mockResolvedValue();
    await send('asha@example.com');
    const button = await screen.findByRole('button', { name: 'Send again in 60 s' });
    expect(button).toBeDisabled();

    tick(1);
    expect(button).toHaveTextContent('Send again in 59 s');
    await user.type(email, '{Enter}');
    expect(sendPasswordReset).toHaveBeenCalledTimes(1);

    // Another address is not held back, and the wait follows the address, not the spelling.
    await send('ravi@example.com');
    expect(sendPasswordReset).toHaveBeenLastCalledWith('ravi@example.com');
    await user.clear(email);
    await user.type(email, 'ASHA@example.com');
    expect(screen.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();

    tick(59);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await send('asha@example.com');
    expect(sendPasswordReset).toHaveBeenCalledTimes(3);
  });

  it('keeps the wait when the page is reloaded', async () => {
    const first = setup();
    first.sendPasswordReset.mockResolvedValue();
    await first.send('asha@example.com');
    await screen.findByRole('button', { name: 'Send again in 60 s' });
    first.unmount();

    tick(20);
    const { user, email } = setup();
    await user.type(email, 'asha@example.com');
    expect(screen.getByRole('button', { name: 'Send again in 40 s' })).toBeDisabled();
  });

  it('toasts a readable message when nothing could be sent, and lets the shopper retry', async () => {
    const { send, sendPasswordReset } = setup();
    sendPasswordReset.mockRejectedValueOnce(new Error('Too many attempts. Please wait a moment and try again.'));
    await send('asha@example.com');

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Too many attempts. Please wait a moment and try again.'),
    );
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();

    sendPasswordReset.mockRejectedValueOnce({});
    await send('asha@example.com');
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith('error', 'Could not send the reset e-mail. Please try again.'),
    );
  });
});
