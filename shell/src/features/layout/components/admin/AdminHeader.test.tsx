import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminHeader } from './AdminHeader';

const adminNav = () => screen.getByRole('navigation', { name: 'Admin' });

describe('AdminHeader', () => {
  it('has the admin menu: Dashboard, Products, Orders, Add Products, Users, Delivery, Settings', () => {
    renderWithProviders(<AdminHeader />, { route: '/dashboard' });
    const links = within(adminNav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Products', '/dashboard/products'],
      ['Orders', '/dashboard/orders'],
      ['Add Products', '/dashboard/add-products'],
      ['Users', '/dashboard/users'],
      ['Delivery', '/dashboard/delivery'],
      ['Coupons', '/dashboard/coupons'],
      ['Settings', '/dashboard/settings'],
    ]);
  });

  it('marks only the exact page active (Dashboard is not active on its sub-pages)', () => {
    renderWithProviders(<AdminHeader />, { route: '/dashboard/users' });
    const nav = within(adminNav());
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Products active on a product’s edit page', () => {
    renderWithProviders(<AdminHeader />, { route: '/dashboard/products/07' });
    const nav = within(adminNav());
    expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Add Products' })).not.toHaveAttribute('aria-current');
  });

  it('shows the brand from config', () => {
    renderWithProviders(<AdminHeader />, { route: '/dashboard', config: { storeName: 'Teakwood' } });
    expect(screen.getByRole('link', { name: /Teakwood/ })).toHaveAttribute('href', '/dashboard');
  });

  it('Go to Home goes to /home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminHeader />, { route: '/dashboard/add-products' });
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });
});
