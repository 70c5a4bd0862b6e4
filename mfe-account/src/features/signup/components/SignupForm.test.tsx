import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import { deferred, renderWithAuth } from '../../../test/renderWithAuth';
import { SignupForm } from './SignupForm';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const STRONG = 'Teak#2025';

function setup() {
  const user = userEvent.setup();
  const rendered = renderWithAuth(<SignupForm />, { path: '/signup' });
  const fields = {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
  };
  const fill = async (username: string, email: string, password: string) => {
    if (username) await user.type(fields.username, username);
    if (email) await user.type(fields.email, email);
    if (password) await user.type(fields.password, password);
  };
  return { user, fields, fill, ...rendered };
}

const submitButton = () => screen.getByRole('button', { name: 'Create account' });

describe('SignupForm', () => {
  it('renders labelled fields with autocomplete hints', () => {
    const { fields } = setup();
    expect(fields.username).toHaveAttribute('autocomplete', 'nickname');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.email).toHaveAttribute('autocomplete', 'email');
    expect(fields.password).toHaveAttribute('type', 'password');
    expect(fields.password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the three required messages on an empty submit and does not call signUp', async () => {
    const { user, fields, signUp } = setup();
    await user.click(submitButton());

    expect(screen.getByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    for (const input of Object.values(fields)) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fields.username).toHaveAccessibleDescription('Username is required.');
    expect(fields.password).toHaveAccessibleDescription('Password is required.');
    expect(fields.username).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the exact spec message for a weak password', async () => {
    const { user, fields, fill, signUp } = setup();
    await fill('Asha', 'asha@example.com', 'weakpass');
    await user.click(submitButton());

    expect(screen.getByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(fields.password).toHaveAccessibleDescription(MESSAGES.passwordRule);
    expect(fields.password).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const { user, fill, signUp } = setup();
    await fill('Asha', 'asha@example', STRONG);
    await user.click(submitButton());
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { user, fields } = setup();
    await user.click(submitButton());
    await user.type(fields.username, 'Asha');
    expect(screen.queryByText('Username is required.')).not.toBeInTheDocument();
    expect(fields.username).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('signs up with the trimmed username, toasts and goes to login', async () => {
    const { user, fill, signUp } = setup();
    signUp.mockResolvedValue(undefined);
    await fill('  Asha Rao  ', ' asha@example.com ', STRONG);
    await user.click(submitButton());

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith({ displayName: 'Asha Rao', email: 'asha@example.com', password: STRONG });
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.accountCreated);
    expect(showToast).toHaveBeenCalledTimes(1); // and no error toast
  });

  it('submits with the Enter key', async () => {
    const { fill, signUp } = setup();
    signUp.mockResolvedValue(undefined);
    await fill('Asha', 'asha@example.com', `${STRONG}{Enter}`);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it('toasts the provider message when signup fails and stays on the form', async () => {
    const { user, fill, signUp } = setup();
    signUp.mockRejectedValue(new Error('An account with this email already exists.'));
    await fill('Asha', 'asha@example.com', STRONG);
    await user.click(submitButton());

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'An account with this email already exists.'));
    expect(showToast).toHaveBeenCalledTimes(1); // and no success toast
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['an Error with an empty message', new Error('')],
    ['a value that is not an Error', { code: 'auth/internal-error' }],
  ])('falls back to the spec message for %s', async (_label, rejection) => {
    const { user, fill, signUp } = setup();
    signUp.mockRejectedValue(rejection);
    await fill('Asha', 'asha@example.com', STRONG);
    await user.click(submitButton());

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.signupFailed));
  });

  it('shows progress while pending and signs up once however often it is submitted', async () => {
    const { user, fill, signUp } = setup();
    const call = deferred();
    signUp.mockReturnValue(call.promise);
    await fill('Asha', 'asha@example.com', STRONG);

    const form = submitButton().closest('form')!;
    act(() => {
      // Two submits in the same tick: the button is not yet disabled, only the ref guard stops it.
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const busy = screen.getByRole('button', { name: 'Creating account…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    fireEvent.submit(form);
    expect(screen.getByRole('status')).toHaveTextContent('Creating account…');
    expect(signUp).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(jest.mocked(showToast).mock.calls).toEqual([['success', MESSAGES.accountCreated]]);
  });
});
