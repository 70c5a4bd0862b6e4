import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '../test/renderWithAuth';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const signedIn = {
  user: { uid: 'u1', email: 'asha@example.com', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User' as const,
};

describe('SignupPage', () => {
  it('shows the heading, the form and a link to login', async () => {
    renderWithAuth(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows the form while auth is loading', () => {
    renderWithAuth(<SignupPage />, { path: '/signup', auth: { loading: true } });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('tells a signed-in shopper so, with a link to the shop, instead of the form', async () => {
    renderWithAuth(<SignupPage />, { path: '/signup', auth: signedIn });
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByText(/already signed in as Asha/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(screen.getByText('shop page')).toBeInTheDocument();
  });
});

describe('LoginPage', () => {
  it('shows the heading, the form and a link to signup', async () => {
    renderWithAuth(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByText('signup page')).toBeInTheDocument();
  });

  it('can be worked with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginPage />, { path: '/login' });
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('leads a shopper who forgot the password to the reset request', async () => {
    renderWithAuth(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByText('forgot password page')).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('shows the heading, the e-mail form and a way back to login', async () => {
    renderWithAuth(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});
