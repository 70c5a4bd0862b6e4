import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Product } from 'shared-contracts';
import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { resetCatalogueStores } from '../../catalogue/state/catalogueStores';
import { renderPage, stubProductsApi } from '../../../test/renderPage';
import ShopPage from '../../../pages/ShopPage';
import { SEARCH_COMMIT_DELAY_MS } from '../hooks/useSearchDraft';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

beforeEach(() => resetCatalogueStores());
afterEach(() => jest.useRealTimers());

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const location = () => screen.getByTestId('location').textContent;
const remote = (id: string, productName: string, category = 'Table'): Product => ({
  id, productName, category, imgUrl: 'https://img.example/t.png', price: 4500, shortDesc: 's', description: 'd', reviews: [], avgRating: 0,
});

async function renderShop(url = '/shop', products: Product[] = []) {
  stubProductsApi({ products });
  renderPage(<ShopPage />, { url, route: '/shop' });
  await waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
}

it('lists the first page of built-in products, 24 of 62', async () => {
  await renderShop();
  expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(24);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1–24 of 62 products');
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/shop?page=3');
});

it('says "No Products Found!" when nothing matches', async () => {
  await renderShop();
  await userEvent.type(screen.getByLabelText('Search'), 'no such thing');
  expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(location()).toBe('/shop?q=no+such+thing');
});

it('searches, filters and sorts together, all in the URL', async () => {
  await renderShop();
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Chair');
  expect(location()).toBe('/shop?category=chair');
  expect(cardNames()).toHaveLength(BUILT_IN_PRODUCTS.filter((p) => p.category === 'Chair').length);

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name: Z-A');
  await userEvent.type(screen.getByLabelText('Search'), '  CANE ');
  await waitFor(() => expect(cardNames()).toEqual(['Pondicherry Cane Lounge Chair', 'Chettinad Cane Chair']));
  expect(location()).toBe('/shop?category=chair&q=++CANE+&sort=za');
});

describe('typing a search', () => {
  const caneCount = BUILT_IN_PRODUCTS.filter((p) => /cane/i.test(p.productName) || /cane/i.test(p.category)).length;

  async function typeWithFakeTimers(text: string) {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Search'), text);
  }

  it('keeps the URL and results while keys come, then applies the search once typing pauses', async () => {
    await renderShop();
    await typeWithFakeTimers('cane');
    expect(screen.getByLabelText('Search')).toHaveValue('cane');
    expect(location()).toBe('/shop');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–24 of 62 products');

    act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
    expect(location()).toBe('/shop?q=cane');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${caneCount} of ${caneCount} products`);
    expect(cardNames().every((name) => /cane/i.test(name ?? ''))).toBe(true);
    expect(screen.getByLabelText('Search')).toHaveValue('cane');
  });

  it('applies the search at once on Enter', async () => {
    await renderShop();
    await typeWithFakeTimers('cane{Enter}');
    expect(location()).toBe('/shop?q=cane');
    expect(cardNames()).toHaveLength(caneCount);
  });
});

it('restores its state from the URL', async () => {
  await renderShop('/shop?category=sofa&sort=az&q=teak');
  expect(screen.getByLabelText('Category')).toHaveValue('sofa');
  expect(screen.getByLabelText('Sort by')).toHaveValue('az');
  expect(screen.getByLabelText('Search')).toHaveValue('teak');
  expect(cardNames()).toEqual(['Chettinad Teak Three-Seater Sofa']);
});

it('shows remote products after the built-in ones', async () => {
  await renderShop('/shop?page=3', [remote('r1', 'Remote Teak Table')]);
  const names = cardNames();
  expect(names[names.length - 1]).toBe('Remote Teak Table');
  expect(screen.getByRole('status')).toHaveTextContent('Showing 49–63 of 63 products');
});

it('keeps the built-in catalogue when remote products fail to load', async () => {
  stubProductsApi({ status: 503 });
  renderPage(<ShopPage />, { url: '/shop', route: '/shop' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Request failed with status 503');
  expect(screen.getAllByRole('article')).toHaveLength(24);
});

it('shows placeholders, not the empty message, while remote products load', async () => {
  stubProductsApi({ pending: true });
  await act(async () => {
    renderPage(<ShopPage />, { url: '/shop?category=table', route: '/shop' });
  });
  expect(screen.queryByText(MESSAGES.noProducts)).not.toBeInTheDocument();
  expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
});
