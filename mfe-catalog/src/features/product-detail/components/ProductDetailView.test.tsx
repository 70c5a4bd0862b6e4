import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, publishWishlist, serveCartCommands, type CartCommand, type Product } from 'shared-contracts';
import { findBuiltInProduct } from 'shared-contracts/catalogue';
import ProductPage from '../../../pages/ProductPage';
import { renderPage, stubProductsApi } from '../../../test/renderPage';
import { resetCatalogueStores } from '../../catalogue/state/catalogueStores';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

const chair = findBuiltInProduct('01')!; // two built-in reviews: 5 and 4

beforeEach(() => {
  resetCatalogueStores();
  window.localStorage.clear();
  act(() => publishWishlist([]));
});

function renderProduct(id: string, products: Product[] = [], pending = false) {
  stubProductsApi({ products, pending });
  return renderPage(<ProductPage />, { url: `/shop/${id}`, route: '/shop/:id' });
}

it('shows a built-in product at once, titled with its name', async () => {
  renderProduct('01');
  expect(screen.getByRole('heading', { level: 1, name: chair.productName })).toBeInTheDocument();
  expect(screen.getByText('₹6,499')).toBeInTheDocument();
  expect(screen.getByText(chair.shortDesc)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: chair.productName })).toHaveAttribute('width', '400');
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`Lakdi - ${chair.productName}`));
});

it('switches between the Description and Reviews tabs by click and by arrow keys', async () => {
  const user = userEvent.setup();
  renderProduct('01');
  const description = screen.getByRole('tab', { name: 'Description' });
  const reviews = screen.getByRole('tab', { name: 'Reviews (2)' });
  expect(description).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent(chair.description);

  await user.click(reviews);
  expect(reviews).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Reviews (2)' })).toHaveTextContent(chair.reviews[0]!.text);

  await user.keyboard('{ArrowRight}');
  expect(description).toHaveFocus();
  expect(description).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowLeft}');
  expect(reviews).toHaveFocus();
  await user.keyboard('{Home}');
  expect(description).toHaveAttribute('aria-selected', 'true');
  expect(reviews).toHaveAttribute('tabindex', '-1');
});

it('refuses an incomplete review with the spec text, keeps a complete one across remounts, and counts it in the average', async () => {
  const user = userEvent.setup();
  const view = renderProduct('01');
  await user.click(screen.getByRole('tab', { name: 'Reviews (2)' }));
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewInvalid);

  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Message'), 'Too low for our table.');
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewInvalid); // still no rating

  await user.click(screen.getByRole('radio', { name: '1 star' }));
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(showToast).toHaveBeenCalledWith('success', MESSAGES.reviewSubmitted);
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByRole('tab', { name: 'Reviews (3)' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 3.3 out of 5' })).toBeInTheDocument();

  view.unmount();
  renderProduct('01');
  await user.click(screen.getByRole('tab', { name: 'Reviews (3)' }));
  const list = screen.getByRole('list', { name: 'Reviews' });
  expect(within(list).getByText('Asha')).toBeInTheDocument();
  expect(within(list).getByText('Too low for our table.')).toBeInTheDocument();
});

it('says "Product not found." for an unknown id once remote products are in', async () => {
  renderProduct('no-such-id');
  expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.productNotFound })).toBeInTheDocument();
});

it('says "Loading product...." while a remote product may still come, then shows it', async () => {
  renderProduct('remote-1', [], true);
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loadingProduct);
});

it('shows a remote product when it arrives', async () => {
  const remote: Product = { ...chair, id: 'remote-1', productName: 'Remote Stool', reviews: [], avgRating: 0 };
  renderProduct('remote-1', [remote]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Remote Stool' })).toBeInTheDocument();
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
});

it('toggles the wishlist: filled and "Remove from wishlist" while the product is in it', async () => {
  const commands: CartCommand[] = [];
  const stop = serveCartCommands((command) => commands.push(command));
  try {
    renderProduct('01');
    const main = within(screen.getByRole('article', { name: chair.productName }));
    const heart = main.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(commands).toEqual([{ type: 'wishlist/toggle', item: expect.objectContaining({ id: '01', price: 6499 }) }]);
    expect(showToast).toHaveBeenLastCalledWith('success', MESSAGES.addedToWishlist);

    act(() => publishWishlist([{ id: '01', productName: chair.productName, price: chair.price, imgUrl: chair.imgUrl }]));
    const pressed = main.getByRole('button', { name: 'Remove from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    expect(showToast).toHaveBeenLastCalledWith('success', MESSAGES.removedFromWishlist);
  } finally {
    stop();
  }
});

it('adds to the cart and lists related products of the same category only', async () => {
  const commands: CartCommand[] = [];
  const stop = serveCartCommands((command) => commands.push(command));
  try {
    renderProduct('01');
    const main = within(screen.getByRole('article', { name: chair.productName }));
    await userEvent.click(main.getByRole('button', { name: 'Add to Cart' }));
    expect(commands[0]).toEqual({ type: 'cart/add', item: { id: '01', productName: chair.productName, imgUrl: chair.imgUrl, price: 6499 } });
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.addedToCart);
    const related = screen.getByRole('region', { name: 'You might also like' });
    const names = within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toHaveLength(7);
    expect(names).not.toContain(chair.productName);
    expect(within(related).getAllByText('Chair')).toHaveLength(7);
  } finally {
    stop();
  }
});
