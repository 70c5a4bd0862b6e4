import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import type { SessionUser } from 'shared-contracts/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileMenu } from './ProfileMenu';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const asha: SessionUser = {
  uid: 'u-1',
  email: 'asha@example.com',
  displayName: 'Asha',
  emailVerified: true,
  photoURL: null,
};

const profileButton = () => screen.getByRole('button', { name: 'Profile' });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(profileButton());
  return user;
}

describe('ProfileMenu', () => {
  it('is a closed menu button to start with', () => {
    renderWithProviders(<ProfileMenu />);
    expect(profileButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signed out: offers Signup and Login', async () => {
    renderWithProviders(<ProfileMenu />);
    await openMenu();
    expect(profileButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Signup' })).toHaveFocus();
  });

  it('signed in: greets by displayName and offers Dashboard and Logout', async () => {
    renderWithProviders(<ProfileMenu />, { auth: { user: asha, role: 'User' } });
    await openMenu();
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Hello, Asha' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signed in: My account and My orders sit between Dashboard and Logout, reached by the arrow keys', async () => {
    renderWithProviders(<ProfileMenu />, { auth: { user: asha, role: 'User' }, route: '/shop' });
    const user = await openMenu();
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Dashboard', 'My account', 'My orders', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('greets by the email name when there is no displayName', async () => {
    renderWithProviders(<ProfileMenu />, { auth: { user: { ...asha, displayName: null } } });
    await openMenu();
    expect(screen.getByText('Hello, asha')).toBeInTheDocument();
  });

  it('while auth loads, shows neither sign-in nor sign-out choices', async () => {
    renderWithProviders(<ProfileMenu />, { auth: { loading: true } });
    await openMenu();
    expect(screen.getByText(/Checking your account/)).toHaveAttribute('role', 'status');
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('closes on Escape and gives focus back to the profile button', async () => {
    renderWithProviders(<ProfileMenu />);
    const user = await openMenu();
    await user.keyboard('{Escape}');
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(profileButton()).toHaveFocus();
  });

  it('closes on a click outside, and on a second click of the button', async () => {
    renderWithProviders(<ProfileMenu />);
    const user = await openMenu();
    await user.click(screen.getByTestId('location'));
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(profileButton());
    await user.click(profileButton());
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after choosing an item, and goes there', async () => {
    renderWithProviders(<ProfileMenu />);
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves between items with the arrow keys', async () => {
    renderWithProviders(<ProfileMenu />);
    const user = await openMenu();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Signup' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Login' })).toHaveFocus();
  });
});

describe('ProfileMenu logout', () => {
  it('logs out, says so, and lands on /home', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<ProfileMenu />, { auth: { user: asha, logout }, route: '/shop' });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the error message as an error toast when logout fails, and stays put', async () => {
    const logout = jest.fn().mockRejectedValue(new Error('Network unavailable'));
    renderWithProviders(<ProfileMenu />, { auth: { user: asha, logout }, route: '/shop' });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network unavailable'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });
});
