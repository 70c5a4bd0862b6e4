import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-contracts/router';
import { Providers } from '../testing/renderWithProviders';
import { AdminLayout } from './AdminLayout';
import { ShopLayout } from './ShopLayout';

function renderApp(route: string) {
  return render(
    <Providers route={route}>
      <Routes>
        <Route element={<ShopLayout />}>
          <Route path="/home" element={<h1>Home page</h1>} />
        </Route>
        <Route element={<AdminLayout />}>
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Route>
      </Routes>
    </Providers>,
  );
}

describe('ShopLayout', () => {
  it('renders skip link, header, the page inside main, and the footer', () => {
    renderApp('/home');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Home page' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('makes "Skip to content" the first stop, and it moves focus to main', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('AdminLayout', () => {
  it('renders the admin header and the page, and no footer', () => {
    renderApp('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard page' }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
