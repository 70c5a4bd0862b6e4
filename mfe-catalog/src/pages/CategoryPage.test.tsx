import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONFIG, MESSAGES, pageTitle } from 'shared-contracts';
import { resetCatalogueStores } from '../features/catalogue/state/catalogueStores';
import { fakeProductsApi } from '../test/fakeProductsApi';
import { FIXTURE_PRODUCTS, manyStools } from '../test/productFixtures';
import { renderPage } from '../test/renderPage';
import CategoryPage from './CategoryPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

beforeEach(() => resetCatalogueStores());

const renderCategory = (slug: string) =>
  renderPage(<CategoryPage />, { url: `/category/${slug}`, route: '/category/:categoryName' });
const settled = () => waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());

it('lists only the products of the category, asked of the server by category', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  renderCategory('study-table');
  expect(screen.getByRole('heading', { level: 1, name: 'Study Table' })).toBeInTheDocument();
  expect(document.title).toBe(pageTitle(DEFAULT_CONFIG.storeName, 'Study Table'));
  expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
  await settled();
  const cards = screen.getAllByRole('article');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
    'Teak Study Table',
    'Sheesham Writing Desk',
  ]);
  expect(screen.getByText('2 products')).toBeInTheDocument();
  expect(api.urls()).toEqual(['/api/products?limit=100&offset=0&category=Study+Table']);
});

it('links to the shop for the rest of a category larger than one page', async () => {
  fakeProductsApi(manyStools(130));
  renderCategory('bench');
  await settled();
  expect(screen.getAllByRole('article')).toHaveLength(100);
  expect(screen.getByRole('link', { name: 'See all 130 Bench products in the shop' })).toHaveAttribute(
    'href',
    '/shop?category=bench',
  );
});

it('says "No products found in this category." for an empty category, and for unknown names without asking', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  const view = renderCategory('table');
  expect(await screen.findByText(MESSAGES.noCategoryProducts)).toBeInTheDocument();
  view.unmount();
  renderCategory('spaceships');
  expect(screen.getByRole('heading', { level: 1, name: 'Category' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noCategoryProducts)).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(api.urls()).toHaveLength(1);
});

it('says what went wrong, and Retry asks again', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  api.failWith(502);
  renderCategory('sofa');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
  api.failWith(null);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Jodhpur Mango Wood Couch' })).toBeInTheDocument();
});
