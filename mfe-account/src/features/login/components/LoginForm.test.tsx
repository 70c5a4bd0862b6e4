import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import type { SignInResult } from 'shared-contracts/react';
import { deferred, renderWithAuth, type RenderOptions } from '../../../test/renderWithAuth';
import { LoginForm } from './LoginForm';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

function setup(auth: RenderOptions['auth'] = {}) {
  const user = userEvent.setup();
  const rendered = renderWithAuth(<LoginForm />, { path: '/login', auth });
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const fillAndSubmit = async () => {
    await user.type(email, ' asha@example.com ');
    await user.type(password, 'Teak#2025');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  };
  return { user, email, password, fillAndSubmit, ...rendered };
}

describe('LoginForm', () => {
  it('has labelled email and password fields for password managers', () => {
    const { email, password } = setup();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('requires email and password', async () => {
    const { user, email, password, signIn } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks an unverified user to verify and stays on login', async () => {
    const { fillAndSubmit, signIn } = setup();
    signIn.mockResolvedValue({ status: 'unverified' });
    await fillAndSubmit();

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.verifyEmail));
    expect(signIn).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'Teak#2025' });
    expect(showToast).toHaveBeenCalledTimes(1); // and no success toast
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('sends an admin to the dashboard', async () => {
    const { fillAndSubmit, signIn } = setup();
    signIn.mockResolvedValue({ status: 'signed-in', role: 'Admin' });
    await fillAndSubmit();

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.loggedIn);
  });

  it('sends a user home', async () => {
    const { fillAndSubmit, signIn } = setup();
    signIn.mockResolvedValue({ status: 'signed-in', role: 'User' });
    await fillAndSubmit();

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.loggedIn);
    expect(showToast).toHaveBeenCalledTimes(1); // and no error toast
  });

  it('toasts the provider message when sign-in fails', async () => {
    const { fillAndSubmit, signIn } = setup();
    signIn.mockRejectedValue(new Error('Wrong email or password.'));
    await fillAndSubmit();

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Wrong email or password.'));
    expect(showToast).toHaveBeenCalledTimes(1); // and no success toast
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows progress while pending and signs in once', async () => {
    const { user, fillAndSubmit, signIn } = setup();
    const call = deferred<SignInResult>();
    signIn.mockReturnValue(call.promise);
    await fillAndSubmit();

    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    act(() => {
      fireEvent.submit(busy.closest('form')!);
    });
    expect(signIn).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve({ status: 'signed-in', role: 'User' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('is usable while auth is still loading', async () => {
    const { fillAndSubmit, signIn } = setup({ loading: true });
    signIn.mockResolvedValue({ status: 'signed-in', role: 'User' });
    await fillAndSubmit();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
