import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import { deferred, renderWithAuth, type AuthMocks } from '../test/renderWithAuth';
import ResetPasswordPage from './ResetPasswordPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const LINK = '/reset-password?mode=resetPassword&oobCode=code-1&apiKey=fake-api-key&lang=en';
const EXPIRED = 'This password reset link has expired. Ask for a new one.';
const USED = 'This password reset link is not valid or has already been used. Ask for a new one.';

type LinkCheck = ReturnType<AuthMocks['checkPasswordResetLink']>;

/** The page at `url`, its link check answering with `answers` in turn. */
function renderAt(answers: Array<() => LinkCheck>, url = LINK) {
  const user = userEvent.setup();
  const checkPasswordResetLink: AuthMocks['checkPasswordResetLink'] = jest.fn();
  for (const answer of answers) checkPasswordResetLink.mockImplementationOnce(answer);
  const rendered = renderWithAuth(<ResetPasswordPage />, {
    path: '/reset-password',
    url,
    calls: { checkPasswordResetLink },
  });
  return { user, ...rendered };
}

const validFor = (email: string) => () => Promise.resolve({ status: 'valid', email } as const);

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  const field = await screen.findByLabelText('New password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return field;
}

describe('ResetPasswordPage', () => {
  it('shows which account the link resets, then sets a new password and sends the shopper to login', async () => {
    const check = deferred<{ status: 'valid'; email: string }>();
    const { user, checkPasswordResetLink, resetPassword } = renderAt([() => check.promise]);
    resetPassword.mockResolvedValue({ status: 'reset' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    check.resolve({ status: 'valid', email: 'asha@example.com' });
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(checkPasswordResetLink).toHaveBeenCalledWith('code-1');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');

    await choosePassword(user, 'Teak#2026');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ code: 'code-1', password: 'Teak#2026' });
    expect(showToast).toHaveBeenCalledWith('success', 'Your password has been changed. Log in with your new password.');
  });

  it('holds the new password to the signup rule before sending', async () => {
    const { user, resetPassword } = renderAt([validFor('asha@example.com')]);

    const field = await choosePassword(user, 'teak2026');
    expect(field).toHaveAccessibleDescription(MESSAGES.passwordRule);
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says an expired link cannot be used and offers a new one', async () => {
    const { user } = renderAt([() => Promise.resolve({ status: 'invalid', message: EXPIRED })]);

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByText('forgot password page')).toBeInTheDocument();
  });

  it('refuses a link that is not a reset link without asking the provider', async () => {
    const { checkPasswordResetLink } = renderAt([], '/reset-password?mode=recoverEmail&oobCode=code-1');
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a password reset link. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(checkPasswordResetLink).not.toHaveBeenCalled();
  });

  it('offers a new link when the code was used meanwhile', async () => {
    const { user, resetPassword } = renderAt([validFor('asha@example.com')]);
    resetPassword.mockResolvedValue({ status: 'invalid-link', message: USED });

    await choosePassword(user, 'Teak#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(showToast).toHaveBeenCalledWith('error', USED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('keeps the form when the provider refuses, with its message', async () => {
    const { user, resetPassword } = renderAt([validFor('asha@example.com')]);
    resetPassword.mockRejectedValueOnce(new Error('Could not reach the sign-in service.'));

    await choosePassword(user, 'Teak#2026');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Could not reach the sign-in service.'));
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('lets the shopper check the link again when the check could not be made', async () => {
    const { user, checkPasswordResetLink } = renderAt([
      () => Promise.reject(new Error('Could not reach the sign-in service.')),
      validFor('asha@example.com'),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the sign-in service.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(checkPasswordResetLink).toHaveBeenCalledTimes(2);
  });
});

describe('ResetPasswordPage with a verification link (the project’s one action URL)', () => {
  const VERIFY_LINK = '/reset-password?mode=verifyEmail&oobCode=code-2&apiKey=fake-api-key&lang=en';

  function renderVerification(answers: Array<() => ReturnType<AuthMocks['applyEmailVerification']>>) {
    const applyEmailVerification: AuthMocks['applyEmailVerification'] = jest.fn();
    for (const answer of answers) applyEmailVerification.mockImplementationOnce(answer);
    // Strict mode runs effects twice, as in development: the code must still be applied once.
    const page = (
      <StrictMode>
        <ResetPasswordPage />
      </StrictMode>
    );
    const rendered = renderWithAuth(page, {
      path: '/reset-password',
      url: VERIFY_LINK,
      calls: { applyEmailVerification },
    });
    return { user: userEvent.setup(), ...rendered };
  }

  it('verifies the address once, then sends the shopper to login', async () => {
    const { applyEmailVerification, checkPasswordResetLink } = renderVerification([
      () => Promise.resolve({ status: 'verified' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email…');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', 'Your email is verified. You can log in now.');
    expect(applyEmailVerification).toHaveBeenCalledTimes(1);
    expect(applyEmailVerification).toHaveBeenCalledWith('code-2');
    expect(checkPasswordResetLink).not.toHaveBeenCalled();
  });

  it('says when the link can no longer be used, with a way to log in', async () => {
    const message = 'This verification link has expired or has already been used.';
    renderVerification([() => Promise.resolve({ status: 'invalid', message })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('lets the shopper try again when the service could not be reached', async () => {
    const { user, applyEmailVerification } = renderVerification([
      () => Promise.reject(new Error('Could not reach the sign-in service.')),
      () => Promise.resolve({ status: 'verified' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the sign-in service.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(applyEmailVerification).toHaveBeenCalledTimes(2);
  });
});
