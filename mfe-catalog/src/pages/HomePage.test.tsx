import { screen, within } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { renderPage } from '../test/renderPage';
import HomePage from './HomePage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

it('has the hero with a call to action to the shop, the services, the couch offer and four product sections', () => {
  renderPage(<HomePage />, { url: '/home' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', ROUTES.shop);
  const services = screen.getByRole('region', { name: 'Why shop with us' });
  for (const name of ['Free Shipping', 'Easy Returns', 'Secure Payment', 'Money-back Guarantee']) {
    expect(within(services).getByRole('heading', { name })).toBeInTheDocument();
  }
  const offer = screen.getByRole('region', { name: /Quality couch/ });
  expect(within(offer).getByText('Limited offer')).toBeInTheDocument();
  expect(within(offer).getByRole('timer')).toBeInTheDocument();

  for (const title of ['Trending Products', 'Best Sales', 'New Arrivals', 'Popular in Category']) {
    const section = screen.getByRole('region', { name: title });
    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) expect(within(card).getByText(/^₹[\d,]+$/)).toBeInTheDocument();
  }
});

it('gives every image alt text and a fixed size', () => {
  renderPage(<HomePage />, { url: '/home' });
  for (const img of screen.getAllByRole('img').filter((el) => el.tagName === 'IMG')) {
    expect(img.getAttribute('alt')).toBeTruthy();
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  }
});
