import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CatalogueProduct } from 'shared-contracts';
import { WHOLE_LIST_MAX } from '../../catalogue/state/wholeCatalogue';
import { fakeStream } from '../../../test/fakeEventSource';
import { freshCatalogueEachTest } from '../../../test/freshCatalogue';
import { fakeProductsApi, type FakeProductsApi } from '../../../test/fakeProductsApi';
import { FIXTURE_PRODUCTS, fixture, manyStools } from '../../../test/productFixtures';
import { renderPage } from '../../../test/renderPage';
import ShopPage from '../../../pages/ShopPage';
import { SEARCH_COMMIT_DELAY_MS } from '../hooks/useSearchDraft';
import { ALL_CATEGORIES, NO_SHOP_FILTERS, SHOP_PAGE_SIZE, shopPageQuery } from 'shared-contracts/catalogue';
import { productPageSearch } from '../../catalogue/api/fetchProductPage';
import { embedPageData } from '../../../test/embedPageData';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

/** Renders of product cards, counted so a test can tell what a keystroke re-renders. */
const mockCardRenders = { count: 0 };
jest.mock('../../products/components/ProductCard', () => {
  const actual: typeof import('../../products/components/ProductCard') = jest.requireActual(
    '../../products/components/ProductCard',
  );
  const { memo } = jest.requireActual<typeof import('react')>('react');
  // memo's typing hides the function it wraps (React keeps it as `type`).
  type CardProps = import('react').ComponentProps<typeof actual.ProductCard>;
  const render = (actual.ProductCard as unknown as { type: (props: CardProps) => import('react').ReactNode }).type;
  return {
    ...actual,
    // Memoised as the card is: only the renders the card really makes are counted.
    ProductCard: memo((props: Parameters<typeof render>[0]) => {
      mockCardRenders.count += 1;
      return render(props);
    }),
  };
});

freshCatalogueEachTest();
afterEach(() => jest.useRealTimers());

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => within(screen.getByRole('article', { name }));
const location = () => screen.getByTestId('location').textContent;
const status = () => screen.getByRole('status');
/** 62 products, as many as the shop had built in: three pages. */
const SIXTY_TWO = [...FIXTURE_PRODUCTS, ...manyStools(50)];

async function renderShop(url = '/shop', products: readonly CatalogueProduct[] = SIXTY_TWO): Promise<FakeProductsApi> {
  const api = fakeProductsApi(products);
  renderPage(<ShopPage />, { url, route: '/shop' });
  await waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
  return api;
}

describe('a small catalogue (read whole, filtered in the browser)', () => {
  it('reads every product once, in pages of 100, and lists the first 24', async () => {
    const api = await renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(status()).toHaveTextContent('Showing 1–24 of 62 products');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/shop?page=3');
    expect(api.urls()).toEqual(['/api/products?limit=100&offset=0']);
  });

  it('says "No Products Found!" when nothing matches', async () => {
    await renderShop();
    await userEvent.type(screen.getByLabelText('Search'), 'no such thing');
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(location()).toBe('/shop?q=no+such+thing');
  });

  it('forgives a typo: "sofaa" lists the sofas, without asking the server again', async () => {
    const api = await renderShop();
    await userEvent.type(screen.getByLabelText('Search'), 'sofaa{Enter}');
    const sofas = FIXTURE_PRODUCTS.filter((p) => p.category === 'Sofa').map((p) => p.productName);
    await waitFor(() => expect([...cardNames()].sort()).toEqual([...sofas].sort()));
    expect(location()).toBe('/shop?q=sofaa');
    expect(api.urls()).toHaveLength(1);
  });

  it('searches, filters and sorts together, all in the URL, without asking the server again', async () => {
    const api = await renderShop();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Chair');
    expect(location()).toBe('/shop?category=chair');
    expect(cardNames()).toHaveLength(5);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name: Z-A');
    await userEvent.type(screen.getByLabelText('Search'), '  CANE ');
    await waitFor(() => expect(cardNames()).toEqual(['Pondicherry Cane Lounge Chair', 'Chettinad Cane Chair']));
    expect(location()).toBe('/shop?category=chair&q=++CANE+&sort=za');
    expect(api.urls()).toHaveLength(1);
  });

  describe('typing a search', () => {
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
      expect(status()).toHaveTextContent('Showing 1–24 of 62 products');

      act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
      expect(location()).toBe('/shop?q=cane');
      expect(status()).toHaveTextContent('Showing 1–2 of 2 products');
      expect(cardNames()).toEqual(['Chettinad Cane Chair', 'Pondicherry Cane Lounge Chair']);
    });

    it('re-renders no product card while keys come (a key renders the search box only)', async () => {
      mockCardRenders.count = 0;
      await renderShop();
      // The count counts: the first page's cards rendered.
      expect(mockCardRenders.count).toBeGreaterThanOrEqual(24);
      mockCardRenders.count = 0;
      await typeWithFakeTimers('cane');
      expect(mockCardRenders.count).toBe(0);

      act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
      expect(cardNames()).toEqual(['Chettinad Cane Chair', 'Pondicherry Cane Lounge Chair']);
      // Both were on the first page already, unchanged: their cards are kept, not rendered again.
      expect(mockCardRenders.count).toBe(0);
    });

    it('applies the search at once on Enter', async () => {
      await renderShop();
      await typeWithFakeTimers('cane{Enter}');
      expect(location()).toBe('/shop?q=cane');
      expect(cardNames()).toHaveLength(2);
    });
  });

  it('restores its state from the URL', async () => {
    await renderShop('/shop?category=sofa&sort=az&q=teak');
    expect(screen.getByLabelText('Category')).toHaveValue('sofa');
    expect(screen.getByLabelText('Sort by')).toHaveValue('az');
    expect(screen.getByLabelText('Search')).toHaveValue('teak');
    expect(cardNames()).toEqual(['Chettinad Teak Three-Seater Sofa']);
  });

  it('shows stock, rating and review count on cards; an out-of-stock card cannot be added, and says why', async () => {
    await renderShop('/shop?category=chair');
    expect(card('Chettinad Cane Chair').getByText('Only 3 left')).toBeInTheDocument();
    expect(card('Sheesham Arm Chair').queryByText(/left|Out of stock/)).not.toBeInTheDocument();
    expect(card('Sheesham Arm Chair').getByText('4.5 (2 reviews)')).toBeInTheDocument();
    expect(card('Sheesham Arm Chair').getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card('Mango Wood Rocking Chair').getByText('No reviews yet')).toBeInTheDocument();

    const soldOut = card('Pondicherry Cane Lounge Chair');
    expect(soldOut.getByText('Out of stock')).toBeInTheDocument();
    const add = soldOut.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Pondicherry Cane Lounge Chair Out of stock');
    expect(card('Chettinad Cane Chair').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('applies the stream to what shows: a new price, a sale that empties the stock, a removed product', async () => {
    await renderShop('/shop?category=chair');
    act(() => fakeStream.product({ ...fixture('02'), price: 4999, stock: 0 }));
    expect(await card('Chettinad Cane Chair').findByText('₹4,999')).toBeInTheDocument();
    expect(card('Chettinad Cane Chair').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    act(() => fakeStream.removed('01'));
    await waitFor(() => expect(cardNames()).not.toContain('Sheesham Arm Chair'));
    expect(status()).toHaveTextContent('Showing 1–4 of 4 products');
  });

  it('says what went wrong, and Retry reads again', async () => {
    const api = fakeProductsApi(SIXTY_TWO);
    api.failWith(503);
    renderPage(<ShopPage />, { url: '/shop', route: '/shop' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
    expect(screen.queryByText(MESSAGES.noProducts)).not.toBeInTheDocument();
    api.failWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1–24 of 62 products'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows placeholders, not the empty message, while products load', async () => {
    fakeProductsApi(SIXTY_TWO).hold();
    await act(async () => {
      renderPage(<ShopPage />, { url: '/shop?category=table', route: '/shop' });
    });
    expect(screen.queryByText(MESSAGES.noProducts)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
  });
});

describe('the page the page server sent', () => {
  it('shows as it is, not busy, while the catalogue is read behind it', async () => {
    const embedded = { products: FIXTURE_PRODUCTS.slice(0, 3), total: 3, limit: SHOP_PAGE_SIZE, offset: 0 };
    embedPageData({
      productPage: {
        [productPageSearch(
          shopPageQuery({ category: ALL_CATEGORIES, search: '', sort: null, ...NO_SHOP_FILTERS, page: 1 }),
        )]: embedded,
      },
    });
    fakeProductsApi(SIXTY_TWO).hold();
    await act(async () => {
      renderPage(<ShopPage />, { url: '/shop', route: '/shop' });
    });
    expect(cardNames()).toEqual(FIXTURE_PRODUCTS.slice(0, 3).map((p) => p.productName));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('a large catalogue (the server pages)', () => {
  const LARGE = [...FIXTURE_PRODUCTS, ...manyStools(WHOLE_LIST_MAX)];
  const pageUrls = (api: FakeProductsApi) => api.urls().filter((url) => url !== '/api/products?limit=100&offset=0');

  it('asks the server for the page the URL names, with its category, search and sort', async () => {
    const api = await renderShop('/shop?category=bench&sort=za&page=2', LARGE);
    expect(pageUrls(api)).toEqual(['/api/products?limit=24&offset=24&category=Bench&sort=name-desc&facets=true']);
    expect(status()).toHaveTextContent(`Showing 25–48 of ${WHOLE_LIST_MAX + 1} products`);
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('shows the last page for a page past the end, as the small catalogue does', async () => {
    const api = await renderShop('/shop?page=99', LARGE);
    await waitFor(() => expect(status()).toHaveTextContent(`Showing 505–${LARGE.length} of ${LARGE.length} products`));
    expect(pageUrls(api)).toEqual([
      '/api/products?limit=24&offset=2352&facets=true',
      '/api/products?limit=24&offset=504&facets=true',
    ]);
    expect(screen.getByRole('link', { name: 'Page 22' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const api = await renderShop('/shop', LARGE);
    expect(status()).toHaveTextContent(`Showing 1–24 of ${LARGE.length} products`);
    const firstPage = cardNames();
    api.hold();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/shop?page=2');
    expect(cardNames()).toEqual(firstPage);
    expect(screen.getByRole('list', { name: 'Products' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => api.release());
    await waitFor(() => expect(status()).toHaveTextContent(`Showing 25–48 of ${LARGE.length} products`));
    expect(cardNames()).not.toEqual(firstPage);
  });

  it('searches on the server once typing pauses, one request per search', async () => {
    const api = await renderShop('/shop', LARGE);
    await userEvent.type(screen.getByLabelText('Search'), 'cane{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Chettinad Cane Chair', 'Pondicherry Cane Lounge Chair']));
    expect(pageUrls(api)).toEqual([
      '/api/products?limit=24&offset=0&facets=true',
      '/api/products?limit=24&offset=0&q=cane&facets=true',
    ]);
  });

  it('applies the stream to the page shown and reads it again to fill a removed product’s place', async () => {
    const api = await renderShop('/shop?category=chair', LARGE);
    act(() => fakeStream.product({ ...fixture('04'), price: 3333 }));
    expect(await card('Teak Dining Chair').findByText('₹3,333')).toBeInTheDocument();

    api.products = api.products.filter((p) => p.id !== '05');
    act(() => fakeStream.removed('05'));
    await waitFor(() => expect(cardNames()).not.toContain('Mango Wood Rocking Chair'));
    await waitFor(() => expect(pageUrls(api)).toHaveLength(2));
    await waitFor(() => expect(status()).toHaveTextContent('Showing 1–4 of 4 products'));
  });

  it('says what went wrong with a page, and Retry asks again', async () => {
    const api = await renderShop('/shop', LARGE);
    api.failWith(500);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
    api.failWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent(`Showing 25–48 of ${LARGE.length} products`));
  });
});
