import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { resetCatalogueStores } from '../features/catalogue/state/catalogueStores';
import { fakeProductsApi } from '../test/fakeProductsApi';
import { FIXTURE_PRODUCTS } from '../test/productFixtures';
import { renderPage } from '../test/renderPage';
import HomePage from './HomePage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

beforeEach(() => resetCatalogueStores());

const SECTIONS = { 'Trending Products': 5, 'Best Sales': 7, 'New Arrivals': 3, 'Popular in Category': 2 };

it('has the hero with a call to action to the shop, the services, the couch offer and four product sections', async () => {
  fakeProductsApi(FIXTURE_PRODUCTS);
  renderPage(<HomePage />, { url: '/home' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', ROUTES.shop);
  const services = screen.getByRole('region', { name: 'Why shop with us' });
  for (const name of ['Free Shipping', 'Easy Returns', 'Secure Payment', 'Money-back Guarantee']) {
    expect(within(services).getByRole('heading', { name })).toBeInTheDocument();
  }
  const offer = await screen.findByRole('region', { name: 'Quality couch: Jodhpur Mango Wood Couch' });
  expect(within(offer).getByText('Limited offer')).toBeInTheDocument();
  expect(within(offer).getByRole('timer')).toBeInTheDocument();
  expect(within(offer).getByRole('link', { name: 'See the couch' })).toHaveAttribute('href', '/shop/12');

  await waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
  for (const [title, count] of Object.entries(SECTIONS)) {
    const cards = within(screen.getByRole('region', { name: title })).getAllByRole('article');
    expect(cards).toHaveLength(count);
    for (const card of cards) expect(within(card).getByText(/^₹[\d,]+$/)).toBeInTheDocument();
  }
});

it('keeps each section in place with placeholders while it loads', () => {
  fakeProductsApi(FIXTURE_PRODUCTS).hold();
  renderPage(<HomePage />, { url: '/home' });
  for (const title of Object.keys(SECTIONS)) {
    expect(within(screen.getByRole('region', { name: title })).getAllByTestId('product-card-skeleton')).toHaveLength(8);
  }
  expect(screen.getByRole('region', { name: /Quality couch/ })).toBeInTheDocument();
});

it('gives every image alt text and a fixed size', async () => {
  fakeProductsApi(FIXTURE_PRODUCTS);
  renderPage(<HomePage />, { url: '/home' });
  await screen.findAllByRole('img', { name: 'Chettinad Teak Three-Seater Sofa' });
  await waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
  for (const img of screen.getAllByRole('img').filter((el) => el.tagName === 'IMG')) {
    expect(img.getAttribute('alt')).toBeTruthy();
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  }
});
