import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogueProduct } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { freshCatalogueEachTest } from '../../../test/freshCatalogue';
import { fakeProductsApi, type FakeProductsApi } from '../../../test/fakeProductsApi';
import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { renderPage } from '../../../test/renderPage';
import ShopPage from '../../../pages/ShopPage';
import { SHOP_FILTER_TEXT } from './ShopFilters';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

freshCatalogueEachTest();

const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
    .sort();
const location = () => screen.getByTestId('location').textContent;
const panel = () => within(screen.getByRole('region', { name: SHOP_FILTER_TEXT.legend }));
const filterUrls = (api: FakeProductsApi) => api.urls().filter((url) => url.includes('facets=true'));

/** ₹5,000–₹10,000 in stock: of the fixtures, these four (the ₹8,900 lounge chair has none left). */
const IN_RANGE_IN_STOCK = [
  'Chettinad Cane Chair',
  'Mango Wood Rocking Chair',
  'Sheesham Arm Chair',
  'Sheesham Garden Bench',
];

async function renderShop(url: string, products = FIXTURE_PRODUCTS): Promise<FakeProductsApi> {
  const api = fakeProductsApi(products);
  renderPage(<ShopPage />, { url, route: '/shop' });
  await waitFor(() => expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
  return api;
}

describe('the shop’s filters', () => {
  it('reads the price range and "in stock" from the URL, asks the server with them, and shows the counts', async () => {
    const api = await renderShop('/shop?min=5000&max=10000&stock=1');
    await waitFor(() => expect(cardNames()).toEqual(IN_RANGE_IN_STOCK));
    expect(filterUrls(api)).toEqual([
      '/api/products?limit=24&offset=0&minPricePaise=500000&maxPricePaise=1000000&inStock=true&facets=true',
    ]);
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice)).toHaveValue('5000');
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.maxPrice)).toHaveValue('10000');
    // Each count applies the other filters: 4 in stock in the range; 1 of them rated 4★ or more.
    expect(panel().getByRole('checkbox', { name: `${SHOP_FILTER_TEXT.inStock} (4)` })).toBeChecked();
    expect(panel().getByRole('checkbox', { name: `${SHOP_FILTER_TEXT.rating} (1)` })).not.toBeChecked();
    // The price hints are the real bounds of what the other filters leave.
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice)).toHaveAttribute('placeholder', '₹3,900');
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.maxPrice)).toHaveAttribute('placeholder', '₹42,000');
  });

  it('applies a typed range with Enter and the checkboxes by keyboard, all in the URL; "Clear filters" lists everything again', async () => {
    await renderShop('/shop');
    expect(cardNames()).toHaveLength(FIXTURE_PRODUCTS.length);
    expect(panel().queryByRole('button', { name: SHOP_FILTER_TEXT.clear })).not.toBeInTheDocument();
    // Unfiltered, the catalogue held whole gives the counts: 11 of 12 in stock, 4 rated 4★ or more.
    expect(panel().getByRole('checkbox', { name: `${SHOP_FILTER_TEXT.inStock} (11)` })).not.toBeChecked();
    expect(panel().getByRole('checkbox', { name: `${SHOP_FILTER_TEXT.rating} (4)` })).not.toBeChecked();
    const user = userEvent.setup();
    await user.type(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice), '5000');
    await user.type(panel().getByLabelText(SHOP_FILTER_TEXT.maxPrice), '10,000{Enter}');
    expect(location()).toBe('/shop?min=5000&max=10000');
    await waitFor(() => expect(cardNames()).toHaveLength(5));

    const inStock = panel().getByRole('checkbox', { name: new RegExp(SHOP_FILTER_TEXT.inStock) });
    inStock.focus();
    await user.keyboard(' ');
    expect(location()).toBe('/shop?min=5000&max=10000&stock=1');
    await waitFor(() => expect(cardNames()).toEqual(IN_RANGE_IN_STOCK));

    await user.click(panel().getByRole('checkbox', { name: new RegExp(SHOP_FILTER_TEXT.rating) }));
    expect(location()).toBe('/shop?min=5000&max=10000&stock=1&rating=4');
    await waitFor(() => expect(cardNames()).toEqual(['Sheesham Arm Chair']));

    await user.click(panel().getByRole('button', { name: SHOP_FILTER_TEXT.clear }));
    expect(location()).toBe('/shop');
    await waitFor(() => expect(cardNames()).toHaveLength(FIXTURE_PRODUCTS.length));
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice)).toHaveValue('');
  });

  it('refuses a price that is not whole rupees beside the fields, and changes nothing', async () => {
    await renderShop('/shop?stock=1');
    const user = userEvent.setup();
    await user.type(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice), 'abc');
    await user.click(panel().getByRole('button', { name: SHOP_FILTER_TEXT.apply }));
    expect(panel().getByRole('alert')).toHaveTextContent(SHOP_FILTER_TEXT.badPrice);
    expect(panel().getByLabelText(SHOP_FILTER_TEXT.minPrice)).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/shop?stock=1');
  });

  it('says when nothing matches the filters, with a way to clear them', async () => {
    await renderShop('/shop?min=900000');
    expect(await screen.findByText(SHOP_FILTER_TEXT.none)).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: SHOP_FILTER_TEXT.clear });
    await userEvent.click(clear[clear.length - 1] as HTMLElement);
    expect(location()).toBe('/shop');
    await waitFor(() => expect(cardNames()).toHaveLength(FIXTURE_PRODUCTS.length));
  });

  it('offers the values of the options products are sold in, with counts, and filters by them in the URL by keyboard', async () => {
    const [first, second, ...rest] = FIXTURE_PRODUCTS as [CatalogueProduct, CatalogueProduct, ...CatalogueProduct[]];
    const variant = (sku: string, finish: string, status: 'active' | 'archived' = 'active') => ({
      sku,
      optionValues: [finish],
      price: 9000,
      stock: 2,
      status,
    });
    const finishes = { name: 'Finish', values: ['Teak', 'Walnut'] };
    const sold: CatalogueProduct[] = [
      { ...first, options: [finishes], variants: [variant('A-T', 'Teak'), variant('A-W', 'Walnut')] },
      // Its walnut is archived: not on offer.
      { ...second, options: [finishes], variants: [variant('B-T', 'Teak'), variant('B-W', 'Walnut', 'archived')] },
      ...rest,
    ];
    const api = await renderShop('/shop', sold);
    const finish = within(panel().getByRole('group', { name: 'Finish' }));
    expect(finish.getByRole('checkbox', { name: 'Teak (2)' })).not.toBeChecked();
    const walnut = finish.getByRole('checkbox', { name: 'Walnut (1)' });
    const user = userEvent.setup();
    walnut.focus();
    await user.keyboard(' ');
    expect(location()).toBe('/shop?opt=Finish%3AWalnut');
    await waitFor(() => expect(cardNames()).toEqual([first.productName]));
    expect(filterUrls(api)).toContain('/api/products?limit=24&offset=0&option=Finish%3AWalnut&facets=true');
    // A chosen value the server's counts lack stays on offer (0), so it can be unchosen.
    const chosen = within(panel().getByRole('group', { name: 'Finish' })).getByRole('checkbox', { name: /^Walnut/ });
    expect(chosen).toBeChecked();
    await user.click(chosen);
    expect(location()).toBe('/shop');
    await waitFor(() => expect(cardNames()).toHaveLength(sold.length));
  });
});
