import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONFIG, MESSAGES, pageTitle } from 'shared-contracts';
import { resetCatalogue } from '../test/freshCatalogue';
import { fakeProductsApi } from '../test/fakeProductsApi';
import { catalogueProduct, FIXTURE_PRODUCTS, manyStools } from '../test/productFixtures';
import { renderPage } from '../test/renderPage';
import CategoryPage from './CategoryPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

beforeEach(() => resetCatalogue());

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
  expect(api.urls()).toEqual(['/api/products?limit=100&offset=0&category=Study+Table&facets=true']);
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

it('narrows the category by the filters in its URL, by keyboard, and clears them when they leave nothing', async () => {
  const api = fakeProductsApi([
    ...FIXTURE_PRODUCTS,
    catalogueProduct({
      id: '23',
      productName: 'Rosewood Study Table',
      category: 'Study Table',
      price: 15800,
      stock: 0,
    }),
  ]);
  renderCategory('study-table?max=13000');
  await settled();
  expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Teak Study Table',
  ]);
  expect(screen.getByText('1 product')).toBeInTheDocument();
  expect(screen.getByLabelText('Max price (₹)')).toHaveValue('13000');
  expect(api.urls()).toEqual([
    '/api/products?limit=100&offset=0&category=Study+Table&maxPricePaise=1300000&facets=true',
  ]);

  // Counts apply the other filters and the category: 1 of the 3 study tables is both ≤ ₹13,000 and in stock.
  expect(screen.getByRole('checkbox', { name: 'In stock only (1)' })).not.toBeChecked();
  await userEvent.clear(screen.getByLabelText('Max price (₹)'));
  await userEvent.type(screen.getByLabelText('Max price (₹)'), '{Enter}');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  screen.getByRole('checkbox', { name: 'In stock only (2)' }).focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/category\/study-table\?stock=1$/);

  await userEvent.type(screen.getByLabelText('Min price (₹)'), '50000{Enter}');
  const nothingLeft = await screen.findByText('No products match these filters.');
  expect(screen.queryByText(MESSAGES.noCategoryProducts)).not.toBeInTheDocument();
  // The empty results' own Clear (the panel has one too).
  const results = nothingLeft.closest('div');
  if (!results) throw new Error('the message is outside the results');
  await userEvent.click(within(results).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/category\/study-table$/);
});

it('sends the shopper to the shop with the same filters for the rest of a large category', async () => {
  fakeProductsApi(manyStools(130));
  renderCategory('bench?stock=1');
  await settled();
  expect(screen.getByRole('link', { name: 'See all 130 Bench products in the shop' })).toHaveAttribute(
    'href',
    '/shop?category=bench&stock=1',
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
