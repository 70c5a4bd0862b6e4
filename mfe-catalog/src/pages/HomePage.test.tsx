import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { resetCatalogue } from '../test/freshCatalogue';
import { fakeProductsApi } from '../test/fakeProductsApi';
import { FIXTURE_PRODUCTS } from '../test/productFixtures';
import { renderPage } from '../test/renderPage';
import HomePage from './HomePage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

beforeEach(() => resetCatalogue());

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
  expect(screen.getByRole('region', { name: 'Limited offer' })).toHaveAttribute('aria-busy', 'true');
});

it('points the limited offer at the admin’s sale product and counts down to their end date', async () => {
  const api = fakeProductsApi(
    FIXTURE_PRODUCTS.map((p) => (p.id === '04' ? { ...p, compareAtPrice: p.price + 1000 } : p)),
  );
  const sale = api.products.find((p) => p.id === '04')!;
  api.offer = { productId: '04', endsAt: new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString() };
  renderPage(<HomePage />, { url: '/home' });
  const offer = await screen.findByRole('region', { name: sale.productName });
  expect(within(offer).getByText('Limited offer')).toBeInTheDocument();
  expect(within(offer).getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/shop/04');
  expect(
    within(offer).getByText('Save ₹1,000 (' + Math.floor(100_000 / (sale.price + 1000)) + '%)'),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(offer).getByTestId('countdown-days')).toHaveTextContent('03'));
  expect(screen.queryByText(/Quality couch/)).not.toBeInTheDocument();
});

it('keeps the couch and the spec’s date when the admin chose no offer', async () => {
  fakeProductsApi(FIXTURE_PRODUCTS);
  renderPage(<HomePage />, { url: '/home' });
  const offer = await screen.findByRole('region', { name: 'Quality couch: Jodhpur Mango Wood Couch' });
  // 15 April 2025 is past: every unit shows 00.
  expect(within(offer).getByTestId('countdown-days')).toHaveTextContent('00');
  expect(within(offer).getByRole('link', { name: 'See the couch' })).toHaveAttribute('href', '/shop/12');
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
