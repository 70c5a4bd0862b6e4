import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { DEFAULT_CONFIG, MESSAGES } from 'shared-contracts';
import { PRODUCT_API_PATHS, REVIEW_API_PATHS, SALE_MESSAGES, type ReviewPage } from 'shared-contracts/catalogue';
import { catalogueProduct } from '../../../test/catalogueProduct';
import { mockApi, type Answer } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { controlUpload } from '../../../test/controlUpload';
import { uploadImage } from '../api/uploadImage';
import { EditProduct } from './EditProduct';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));
jest.mock('../api/uploadImage', () => ({ ...jest.requireActual('../api/uploadImage'), uploadImage: jest.fn() }));
const mockedUpload = jest.mocked(uploadImage);

const DESK = catalogueProduct({ id: '07', productName: 'Teak Desk', price: 18500, stock: 12 });
const ONE = `${PRODUCT_API_PATHS.product('07')}`;
const NO_REVIEWS: ReviewPage = { reviews: [], total: 0, limit: 10, offset: 0, avgRating: 0, reviewCount: 0 };

function setup(routes: Record<string, Answer> = {}, id = '07') {
  const api = mockApi({
    [`GET ${PRODUCT_API_PATHS.product(id)}`]: { body: DESK },
    [`GET ${REVIEW_API_PATHS.adminList(id)}?limit=10&offset=0`]: { body: NO_REVIEWS },
    ...routes,
  });
  renderAdmin(<EditProduct id={id} />, {
    path: `/dashboard/products/${id}`,
    route: '/dashboard/products/:id',
    auth: SIGNED_IN_ADMIN,
  });
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

const loaded = () => screen.findByRole('textbox', { name: 'Product name' });
const statusLine = () => screen.getByTestId('product-status');

describe('EditProduct', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('edits variants: a removed one in an order comes back archived (the server keeps it) and cannot be removed', async () => {
    const sofa = {
      ...DESK,
      options: [{ name: 'Size', values: ['3S', '5S'] }],
      variants: [
        { sku: 'WS-3S', optionValues: ['3S'], price: 40000, stock: 4, status: 'active' as const },
        { sku: 'WS-5S', optionValues: ['5S'], price: 52000, stock: 5, status: 'active' as const },
      ],
    };
    const { api, user } = setup({
      [`GET ${ONE}`]: { body: sofa },
      [`PATCH ${ONE}`]: {
        body: {
          ...sofa,
          variants: [sofa.variants[0], { ...sofa.variants[1], status: 'archived' }],
          updatedAt: '2026-02-01T00:00:00.000Z',
        },
      },
    });
    await loaded();
    expect(screen.getByLabelText('Stock of WS-5S')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Remove WS-5S' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({
        options: sofa.options,
        variants: [{ sku: 'WS-3S', optionValues: ['3S'], price: 40000, stock: 4, status: 'active' }],
      }),
    );
    expect(await screen.findByText('Archived: kept, not removed')).toBeInTheDocument();
    expect(screen.getByLabelText('Status of WS-5S')).toHaveValue('archived');
    expect(screen.queryByRole('button', { name: 'Remove WS-5S' })).not.toBeInTheDocument();
  });

  it('shows every field of the stored product, its picture (4:3, sized) and its status', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    expect(await loaded()).toHaveValue('Teak Desk');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${DEFAULT_CONFIG.storeName} - Edit Teak Desk`));
    expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveValue(DESK.shortDesc);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(DESK.description);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Study Table');
    expect(screen.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(18500);
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(12);
    const picture = screen.getByRole('img', { name: 'Main picture' });
    expect([picture.getAttribute('src'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual([
      DESK.imgUrl,
      '100',
      '75',
    ]);
    expect(screen.getByLabelText('Add pictures')).not.toBeRequired();
    expect(statusLine()).toHaveTextContent('Active Shown in the shop.');
    expect(screen.getByRole('link', { name: '← Back to products' })).toHaveAttribute('href', '/dashboard/products');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('Save sends only the changed fields, then shows what the server stored', async () => {
    const { api, user } = setup({
      [`PATCH ${ONE}`]: { body: { ...DESK, price: 17999, stock: 2, updatedAt: '2026-02-01T00:00:00.000Z' } },
    });
    await loaded();
    const price = screen.getByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '17999');
    await user.clear(screen.getByRole('spinbutton', { name: 'Stock' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Product saved.'));
    expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ price: 17999, stock: 2 });
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(17999);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toHaveFocus());
  });

  it('sets the most units per order, and sends null when it is emptied (the shop’s default)', async () => {
    const { api, user } = setup({ [`PATCH ${ONE}`]: { body: { ...DESK, maxPerOrder: 3 } } });
    await loaded();
    const most = screen.getByRole('spinbutton', { name: 'Most per order' });
    expect(most).toHaveValue(null);
    expect(most).toHaveAccessibleDescription("Empty: the shop's default.");
    await user.type(most, '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ maxPerOrder: 3 }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Most per order' })).toHaveValue(3));

    api.set(`PATCH ${ONE}`, { body: DESK });
    await user.clear(screen.getByRole('spinbutton', { name: 'Most per order' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`, 1)).toEqual({ maxPerOrder: null }));
  });

  it('puts the product on sale with a compare-at price, refuses one not above the price, and emptied sends null', async () => {
    const { api, user } = setup({ [`PATCH ${ONE}`]: { body: { ...DESK, compareAtPrice: DESK.price + 4000 } } });
    await loaded();
    const compareAt = screen.getByRole('spinbutton', { name: 'Compare-at price (₹)' });
    expect(compareAt).toHaveValue(null);
    await user.type(compareAt, String(DESK.price));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', SALE_MESSAGES.compareAtNotAbovePrice));
    expect(api.bodyOf(`PATCH ${ONE}`)).toBeUndefined();

    await user.clear(compareAt);
    await user.type(compareAt, String(DESK.price + 4000));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ compareAtPrice: DESK.price + 4000 }));

    api.set(`PATCH ${ONE}`, { body: DESK });
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Compare-at price (₹)' })).toHaveValue(DESK.price + 4000),
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Compare-at price (₹)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`, 1)).toEqual({ compareAtPrice: null }));
  });

  it('sends nothing when nothing changed', async () => {
    const { api, user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(showToast).toHaveBeenCalledWith('info', 'Nothing to save: no field was changed.');
    expect(api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('checks the fields as Add Product does (one validation)', async () => {
    const { api, user } = setup();
    await user.clear(await loaded());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.fillAllFields);
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveFocus();
    expect(api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('shows the server’s message when it refuses the change (400) and keeps what was typed', async () => {
    const { user } = setup({
      [`PATCH ${ONE}`]: { status: 400, body: { message: 'body/productName must NOT have more than 120 characters' } },
    });
    const name = await loaded();
    await user.type(name, ' XL');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product was not saved: body/productName must NOT have more than 120 characters',
    );
    expect(showToast).toHaveBeenCalledWith('error', 'Product not saved!');
    expect(name).toHaveValue('Teak Desk XL');
  });

  it('adds a picture (uploaded with progress), moves it first by keyboard and sends the gallery in that order', async () => {
    const NEW_URL = 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png';
    const { api, user } = setup({
      [`PATCH ${ONE}`]: {
        body: { ...DESK, imgUrl: NEW_URL, images: [NEW_URL, DESK.imgUrl], updatedAt: '2026-02-01T00:00:00.000Z' },
      },
    });
    const upload = controlUpload(mockedUpload);
    await loaded();
    await user.upload(
      screen.getByLabelText('Add pictures'),
      new File([new Uint8Array([0x89, 0x50])], 'desk.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Picture 2 (uploaded when you save)')).toBeInTheDocument();
    const moveUp = screen.getByRole('button', { name: 'Move up: Picture 2' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Main picture (uploaded when you save)')).toBeInTheDocument();
    // Now first, it cannot go up: the focus stays on its row, on the way back down.
    expect(screen.getByRole('button', { name: 'Move down: Main picture' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move up: Main picture' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() => upload.progress(60));
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('value', '60');
    expect(showToast).toHaveBeenCalledWith('info', MESSAGES.uploadingImage, { id: expect.any(String) });
    await act(async () => upload.finish(NEW_URL));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ images: [NEW_URL, DESK.imgUrl] }));
    expect(await screen.findByRole('img', { name: 'Main picture' })).toHaveAttribute('src', NEW_URL);
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', DESK.imgUrl);
  });

  it('removes a picture, and refuses more than 8 with a sentence', async () => {
    const gallery = [DESK.imgUrl, 'http://localhost:4000/seed-art/08-abc.svg'];
    const { api, user } = setup({
      [`GET ${ONE}`]: { body: { ...DESK, images: gallery } },
      [`PATCH ${ONE}`]: { body: { ...DESK, images: [gallery[1]], imgUrl: gallery[1] } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove: Main picture' }));
    expect(screen.getByRole('img', { name: 'Main picture' })).toHaveAttribute('src', gallery[1]);
    expect(screen.getByRole('button', { name: 'Remove: Main picture' })).toHaveFocus();

    const files = Array.from({ length: 9 }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Add pictures'), files);
    expect(screen.getByRole('alert')).toHaveTextContent('A product has at most 8 pictures. 2 pictures were not added.');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: 'Remove: Picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ images: [gallery[1]] }));
  });

  it('archives and restores, saying where the product stands', async () => {
    const { api, user } = setup({ [`PATCH ${ONE}`]: { body: { ...DESK, status: 'archived' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Archive product' }));
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent('Archived Hidden from the shop. Past orders still show it.'),
    );
    expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ status: 'archived' });
    expect(showToast).toHaveBeenCalledWith('success', 'Product archived: it is no longer in the shop.');

    api.set(`PATCH ${ONE}`, { body: { ...DESK, status: 'active' } });
    await user.click(screen.getByRole('button', { name: 'Restore product' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Active Shown in the shop.'));
    expect(api.bodyOf(`PATCH ${ONE}`, 1)).toEqual({ status: 'active' });
    expect(screen.getByRole('button', { name: 'Archive product' })).toHaveFocus();
  });

  it('keeps what is being typed when the product is archived', async () => {
    const { user } = setup({
      [`PATCH ${ONE}`]: { body: { ...DESK, status: 'archived', updatedAt: '2026-03-01T00:00:00.000Z' } },
    });
    const name = await loaded();
    await user.type(name, ' (old)');
    await user.click(screen.getByRole('button', { name: 'Archive product' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Archived'));
    expect(name).toHaveValue('Teak Desk (old)');
  });

  it('deletes after confirmation (Cancel keeps it and returns focus), then goes back to the products', async () => {
    const { api, user } = setup({ [`DELETE ${ONE}`]: { status: 204 } });
    await loaded();
    const remove = screen.getByRole('button', { name: 'Delete product' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Teak Desk?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
    expect(api.calls()).not.toContain(`DELETE ${ONE}`);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('products page')).toBeInTheDocument();
    expect(api.calls()).toContain(`DELETE ${ONE}`);
    expect(showToast).toHaveBeenCalledWith('success', 'Product deleted.');
  });

  it('when an order references the product (409) says why and offers Archive instead', async () => {
    const reason =
      'This product is in 2 orders, so it cannot be deleted. Archive it instead: it leaves the shop and stays in past orders.';
    const { api, user } = setup({
      [`DELETE ${ONE}`]: { status: 409, body: { message: reason } },
      [`PATCH ${ONE}`]: { body: { ...DESK, status: 'archived' } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    const instead = within(alert).getByRole('button', { name: 'Archive instead' });
    await waitFor(() => expect(instead).toHaveFocus());
    await user.click(instead);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Archived'));
    expect(api.bodyOf(`PATCH ${ONE}`)).toEqual({ status: 'archived' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
  });

  it('a failed delete for another reason is a toast, and the product stays', async () => {
    const { user } = setup({ [`DELETE ${ONE}`]: { status: 503, body: { message: 'Storage is busy.' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Product not deleted: Storage is busy.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
  });

  it('says clearly when there is no such product', async () => {
    setup(
      {
        [`GET ${PRODUCT_API_PATHS.product('nope')}`]: {
          status: 404,
          body: { message: "No product with id 'nope' is sold here." },
        },
      },
      'nope',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no product with id “nope”. It may have been deleted.',
    );
    expect(screen.queryByRole('textbox', { name: 'Product name' })).not.toBeInTheDocument();
  });

  it('offers Retry when the product cannot be loaded', async () => {
    const { api, user } = setup({ [`GET ${ONE}`]: { status: 503, body: { message: 'Try again later.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the product: Try again later.');
    api.set(`GET ${ONE}`, { body: DESK });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toHaveValue('Teak Desk');
  });
});
