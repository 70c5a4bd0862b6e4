import { screen } from '@testing-library/react';
import { renderWithProviders } from '../features/layout/testing/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and links home and to the shop', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page', config: { storeName: 'Teakwood' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Teakwood - Page not found');
  });
});
