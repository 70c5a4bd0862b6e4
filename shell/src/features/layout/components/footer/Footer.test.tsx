import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Footer } from './Footer';
import { telHref } from './FooterContact';

const linksIn = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('Footer', () => {
  it('lists the four categories linking to their category pages', () => {
    renderWithProviders(<Footer />);
    expect(linksIn('Categories')).toEqual([
      ['Laptop Table', '/category/laptop-table'],
      ['Bench', '/category/bench'],
      ['Sofa', '/category/sofa'],
      ['Study Table', '/category/study-table'],
    ]);
  });

  it('lists Shop, Cart, Login and Privacy Policy', () => {
    renderWithProviders(<Footer />);
    expect(linksIn('Links')).toEqual([
      ['Shop', '/shop'],
      ['Cart', '/cart'],
      ['Login', '/login'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('shows the contact details from config as links', () => {
    renderWithProviders(<Footer />, {
      config: {
        storeName: 'Teakwood',
        contact: { email: 'shop@teak.example', phone: '+91 98765 43210', address: '1 Mill Lane, Pune' },
      },
    });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('1 Mill Lane, Pune')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'shop@teak.example' })).toHaveAttribute('href', 'mailto:shop@teak.example');
    expect(screen.getByRole('heading', { name: 'Teakwood' })).toBeInTheDocument();
  });

  it('carries a copyright line with the current year', () => {
    renderWithProviders(<Footer />, { config: { storeName: 'Teakwood' } });
    const year = new Date().getFullYear();
    const copyright = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === `© ${year} Teakwood. All rights reserved.`,
    );
    expect(copyright).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+91 80 4000-1234')).toBe('tel:+918040001234');
  });
});
