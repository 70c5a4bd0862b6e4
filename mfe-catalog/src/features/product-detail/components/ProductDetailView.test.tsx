import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, publishCart, publishWishlist, serveCartCommands, type CartCommand } from 'shared-contracts';
import ProductPage from '../../../pages/ProductPage';
import { fakeStream } from '../../../test/fakeEventSource';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { FIXTURE_PRODUCTS, catalogueProduct, fixture } from '../../../test/productFixtures';
import { renderPage } from '../../../test/renderPage';
import { freshProductPageEachTest, resetCatalogue } from '../../../test/freshCatalogue';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const chair = fixture('01'); // two reviews: 5 and 4; 12 in stock

freshProductPageEachTest();

function renderProduct(id: string, products = FIXTURE_PRODUCTS) {
  const api = fakeProductsApi(products);
  const view = renderPage(<ProductPage />, { url: `/shop/${id}`, route: '/shop/:id' });
  return { api, view };
}

const productUrls = (urls: string[]) => urls.filter((url) => !url.includes('/reviews'));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

it('reads only that product (and one small page of its category), showing a skeleton first', async () => {
  const { api } = renderProduct('01');
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loadingProduct);
  expect(await heading(chair.productName)).toBeInTheDocument();
  expect(screen.getByText('₹6,499')).toBeInTheDocument();
  expect(screen.getByText(chair.shortDesc)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: chair.productName })).toHaveAttribute('width', '400');
  expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
  await waitFor(() => expect(document.title).toBe(`Furniture Store - ${chair.productName}`));
  await screen.findByRole('region', { name: 'You might also like' });
  expect(productUrls(api.urls())).toEqual(['/api/products/01', '/api/products?limit=5&offset=0&category=Chair']);
});

it('lists four related products of the same category, without the product itself, and links to the rest when there are more', async () => {
  const view = renderProduct('01').view;
  let related = within(await screen.findByRole('region', { name: 'You might also like' }));
  const names = related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(names).toEqual([
    'Chettinad Cane Chair',
    'Pondicherry Cane Lounge Chair',
    'Teak Dining Chair',
    'Mango Wood Rocking Chair',
  ]);
  expect(related.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  view.unmount();

  // Another visit, to a shop with one more chair.
  resetCatalogue();
  renderProduct('02', [...FIXTURE_PRODUCTS, catalogueProduct({ id: 'c1', productName: 'Extra Chair' })]);
  related = within(await screen.findByRole('region', { name: 'You might also like' }));
  expect(await related.findByRole('link', { name: 'See all 5 in Chair' })).toHaveAttribute(
    'href',
    '/shop?category=chair',
  );
  expect(related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).not.toContain('Chettinad Cane Chair');
});

it('switches between the Description and Reviews tabs, the reviews read from the server', async () => {
  const user = userEvent.setup();
  renderProduct('01');
  await heading(chair.productName);
  const description = screen.getByRole('tab', { name: 'Description' });
  const reviews = screen.getByRole('tab', { name: 'Reviews (2)' });
  expect(screen.getByRole('tabpanel')).toHaveTextContent(chair.description);
  await user.click(reviews);
  expect(reviews).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Reviews (2)' });
  expect(await within(panel).findByText('Sturdy and beautiful.')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(description).toHaveFocus();
  expect(description).toHaveAttribute('aria-selected', 'true');
});

it('says "Product not found." for an id never sold, with the way back to the shop', async () => {
  renderProduct('no-such-id');
  expect(await heading(MESSAGES.productNotFound)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
});

it('says the product is no longer available when it was archived', async () => {
  renderProduct(
    '11',
    FIXTURE_PRODUCTS.map((p) => (p.id === '11' ? { ...p, status: 'archived' as const } : p)),
  );
  expect(await heading('This product is no longer available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
});

it('follows the stream: a new price shows at once, and removal turns the page unavailable', async () => {
  renderProduct('01');
  await heading(chair.productName);
  act(() => fakeStream.product({ ...fixture('02'), price: 1 })); // another product: no change here
  act(() => fakeStream.product({ ...chair, price: 5999, updatedAt: '2030-01-01T00:00:00.000Z' }));
  expect(await screen.findByText('₹5,999')).toBeInTheDocument();
  act(() => fakeStream.removed('01'));
  expect(await heading('This product is no longer available.')).toBeInTheDocument();
});

it('says what went wrong when the product cannot be read, and Retry reads it again', async () => {
  const api = fakeProductsApi(FIXTURE_PRODUCTS);
  api.failWith(503);
  renderPage(<ProductPage />, { url: '/shop/02', route: '/shop/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
  api.failWith(null);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await heading('Chettinad Cane Chair')).toBeInTheDocument();
});

describe('stock', () => {
  it('says "Only 3 left" and lets the quantity go no higher than the stock', async () => {
    const commands: CartCommand[] = [];
    const stop = serveCartCommands((command) => commands.push(command));
    try {
      renderProduct('02');
      await heading('Chettinad Cane Chair');
      const main = within(screen.getByRole('article', { name: 'Chettinad Cane Chair' }));
      expect(main.getByText('Only 3 left')).toBeInTheDocument();
      const quantity = main.getByLabelText('Quantity');
      expect(quantity).toHaveAttribute('max', '3');
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '9');
      expect(quantity).toHaveValue(3);
      await userEvent.click(main.getByRole('button', { name: 'Add to Cart' }));
      expect(commands).toEqual([
        {
          type: 'cart/add',
          item: { id: '02', productName: 'Chettinad Cane Chair', imgUrl: fixture('02').imgUrl, price: 5200 },
        },
        { type: 'cart/setQuantity', id: '02', quantity: 3 },
      ]);
      expect(showToast).toHaveBeenCalledWith('success', MESSAGES.addedToCart);
    } finally {
      stop();
    }
  });

  it('disables Add to Cart at 0 in stock, saying "Out of stock"', async () => {
    renderProduct('03');
    await heading('Pondicherry Cane Lounge Chair');
    const main = within(screen.getByRole('article', { name: 'Pondicherry Cane Lounge Chair' }));
    expect(main.getByText('Out of stock')).toBeInTheDocument();
    const add = main.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Out of stock');
  });

  it('counts what the cart holds already: all of it there means nothing more to add', async () => {
    renderProduct('02');
    await heading('Chettinad Cane Chair');
    act(() =>
      publishCart({
        items: [
          { id: '02', productName: 'Chettinad Cane Chair', imgUrl: '', price: 5200, quantity: 3, totalPrice: 15600 },
        ],
        totalQuantity: 3,
        totalAmount: 15600,
      }),
    );
    const main = within(screen.getByRole('article', { name: 'Chettinad Cane Chair' }));
    const add = main.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('All 3 in stock are in your cart.');
  });
});

it('toggles the wishlist: filled and "Remove from wishlist" while the product is in it', async () => {
  const commands: CartCommand[] = [];
  const stop = serveCartCommands((command) => commands.push(command));
  try {
    renderProduct('01');
    await heading(chair.productName);
    const main = within(screen.getByRole('article', { name: chair.productName }));
    const heart = main.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(commands).toEqual([{ type: 'wishlist/toggle', item: expect.objectContaining({ id: '01', price: 6499 }) }]);
    act(() =>
      publishWishlist([{ id: '01', productName: chair.productName, price: chair.price, imgUrl: chair.imgUrl }]),
    );
    expect(main.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    stop();
  }
});
