import { render, screen, within } from '@testing-library/react';
import { AppShell } from './AppShell';
import { APP_SHELL_ATTRIBUTE } from './markers';

describe('AppShell (painted before any script)', () => {
  it('shows the shop header, a page skeleton inside main, and the footer after main', () => {
    const { container } = render(<AppShell />);
    expect(container.firstElementChild).toHaveAttribute(APP_SHELL_ATTRIBUTE);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    // The footer's categories and links are there for a reader without JavaScript (footer.css hides
    // it while the skeleton shows, which jsdom does not lay out).
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('main').compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('puts the page skeleton in main, its only child', () => {
    render(<AppShell />);
    expect(screen.getByRole('main').childElementCount).toBe(1);
    expect(screen.getByRole('main').firstElementChild).toBe(screen.getByRole('status', { name: 'Loading page' }));
  });

  it('marks no navigation link as the current page: the real route is not known yet', () => {
    render(<AppShell />);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');
  });

  it('shows no cart or wishlist counts: the saved lists are read by scripts', () => {
    render(<AppShell />);
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.queryByTestId('wishlist-count')).toBeNull();
  });
});
