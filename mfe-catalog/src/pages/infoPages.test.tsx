import { screen } from '@testing-library/react';
import { PRIVACY_POLICY_EFFECTIVE_DATE } from 'shared-contracts';
import { renderPage } from '../test/renderPage';
import AboutPage from './AboutPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';

it('About us has its h1 and the contact details from config', () => {
  renderPage(<AboutPage />, { url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'hello@store.example' })).toHaveAttribute(
    'href',
    'mailto:hello@store.example',
  );
  expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
});

it('the privacy policy is effective February 9, 2025 and covers what the site does', () => {
  renderPage(<PrivacyPolicyPage />, { url: '/privacy-policy' });
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText(`Effective ${PRIVACY_POLICY_EFFECTIVE_DATE}`)).toBeInTheDocument();
  for (const topic of [
    'Your account',
    'Your cart and wishlist',
    'Reviews you write',
    'Checkout and payment',
    'Contact us',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
  }
  expect(screen.getByText(/Firebase Authentication/)).toBeInTheDocument();
  expect(screen.getByText(/processed by Razorpay/)).toBeInTheDocument();
});
