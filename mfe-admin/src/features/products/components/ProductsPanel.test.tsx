import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRupees } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { catalogueProduct } from '../../../test/catalogueProduct';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { ProductsPanel } from './ProductsPanel';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const list = (query: string) => `GET ${PRODUCT_API_PATHS.products}?${query}`;
const pageOf = (products: ProductPage['products'], total = products.length, offset = 0): { body: ProductPage } => ({
  body: { products, total, limit: 20, offset },
});

const DESK = catalogueProduct({ id: '07', productName: 'Teak Desk', price: 18500, stock: 3 });
const BED = catalogueProduct({
  id: '12',
  productName: 'Sheesham Bed',
  category: 'Bed',
  price: 42999.5,
  stock: 0,
  status: 'archived',
});
const CHAIR = catalogueProduct({ id: '03', productName: 'Mango Chair', category: 'Chair', price: 4500, stock: 40 });
const SOFA = catalogueProduct({
  id: '21',
  productName: 'Walnut Sofa',
  category: 'Sofa',
  price: 40000,
  stock: 9,
  options: [{ name: 'Size', values: ['3S', '5S', '7S'] }],
  variants: [
    { sku: 'WS-3S', optionValues: ['3S'], price: 40000, stock: 4, status: 'active' },
    { sku: 'WS-5S', optionValues: ['5S'], price: 52000, stock: 5, status: 'active' },
    { sku: 'WS-7S', optionValues: ['7S'], price: 90000, stock: 8, status: 'archived' },
  ],
});

function setup(path = '/dashboard/products', routes: Record<string, { status?: number; body?: unknown }> = {}) {
  const api = mockApi({ [list('limit=20&offset=0&status=all')]: pageOf([DESK, BED, CHAIR]), ...routes });
  renderAdmin(<ProductsPanel headingLevel={1} />, { path, route: '/dashboard/products', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('ProductsPanel', () => {
  it('shows every product (any status) with picture, name, category, price, stock and status; each name opens its edit page', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    const desk = await rowOf('Teak Desk');
    expect(screen.getByRole('table', { name: 'Products 1–3 of 3' })).toBeInTheDocument();
    expect(
      within(desk)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Study Table', '—', formatRupees(18500), '3Low stock', 'Active']);
    expect(within(desk).getByRole('link', { name: 'Teak Desk' })).toHaveAttribute('href', '/dashboard/products/07');
    const picture = desk.querySelector('img');
    expect(picture).toHaveAttribute('src', DESK.imgUrl);
    expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('alt')]).toEqual([
      '80',
      '60',
      '',
    ]);

    const bed = await rowOf('Sheesham Bed');
    expect(
      within(bed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3),
    ).toEqual([formatRupees(42999.5), '0Out of stock', 'Archived']);
    const chair = await rowOf('Mango Chair');
    expect(within(chair).queryByText('Low stock')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/dashboard/add-products');
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('shows a product with variants as its number of versions, its active price range and their stock together', async () => {
    setup('/dashboard/products', { [list('limit=20&offset=0&status=all')]: pageOf([SOFA]) });
    const sofa = await rowOf('Walnut Sofa');
    expect(
      within(sofa)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 5),
    ).toEqual(['3 versions', `${formatRupees(40000)} – ${formatRupees(52000)}`, '9']);
    expect(screen.getByRole('columnheader', { name: 'Versions' })).toBeInTheDocument();
  });

  it('searches once typing pauses, keeps the search in the URL and says when nothing matches', async () => {
    const { api, user } = setup('/dashboard/products', { [list('limit=20&offset=0&q=walnut&status=all')]: pageOf([]) });
    await rowOf('Teak Desk');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'walnut');
    expect(await screen.findByText('No products match “walnut”.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/products?q=walnut');
    // One request for the whole word, none per keystroke.
    expect(api.calls().filter((call) => call.includes('q='))).toEqual([list('limit=20&offset=0&q=walnut&status=all')]);
  });

  it('filters by status (Active / Archived / All) through the URL', async () => {
    const { api, user } = setup('/dashboard/products', { [list('limit=20&offset=0&status=archived')]: pageOf([BED]) });
    await rowOf('Teak Desk');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(Array.from((status as HTMLSelectElement).options).map((o) => o.text)).toEqual(['All', 'Active', 'Archived']);
    await user.selectOptions(status, 'Archived');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Teak Desk' })).not.toBeInTheDocument());
    expect(await rowOf('Sheesham Bed')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/products?status=archived');
    expect(api.calls()).toContain(list('limit=20&offset=0&status=archived'));
  });

  it('reads search, status, sort and page from the URL, and pages with links', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      catalogueProduct({ id: `p${i + 21}`, productName: `Chair ${i + 21}` }),
    );
    const { user } = setup('/dashboard/products?q=chair&status=active&sort=price-asc&page=2', {
      [list('limit=20&offset=20&q=chair&status=active&sort=price-asc')]: pageOf(many, 45, 20),
      [list('limit=20&offset=40&q=chair&status=active&sort=price-asc')]: pageOf([CHAIR], 45, 40),
    });
    expect(await rowOf('Chair 21')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('chair');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    const pager = screen.getByRole('navigation', { name: 'Product pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/dashboard/products?q=chair&status=active&sort=price-asc',
    );
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await rowOf('Mango Chair')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Products 41–41 of 45' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/products?q=chair&status=active&sort=price-asc&page=3');
  });

  it('a new sort starts again at page 1', async () => {
    const { user } = setup('/dashboard/products?page=2', {
      [list('limit=20&offset=20&status=all')]: pageOf([CHAIR], 21, 20),
      [list('limit=20&offset=0&status=all&sort=name-asc')]: pageOf([CHAIR, BED, DESK]),
    });
    await rowOf('Mango Chair');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name A–Z');
    expect(await rowOf('Teak Desk')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/products?sort=name-asc');
  });

  it('says so when the list cannot be loaded, and Retry loads it', async () => {
    const { api, user } = setup('/dashboard/products', {
      [list('limit=20&offset=0&status=all')]: { status: 403, body: { message: 'Only admins can do this.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the products: Only admins can do this.');
    api.set(list('limit=20&offset=0&status=all'), pageOf([DESK]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Teak Desk')).toBeInTheDocument();
  });

  it('says so when there are no products at all', async () => {
    setup('/dashboard/products', { [list('limit=20&offset=0&status=all')]: pageOf([]) });
    expect(await screen.findByText('No products here yet.')).toBeInTheDocument();
  });

  it('is usable from the keyboard: search, filters, then each product link in turn', async () => {
    const { user } = setup();
    await rowOf('Teak Desk');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Products 1–3 of 3' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Teak Desk' })).toHaveFocus();
  });
});
