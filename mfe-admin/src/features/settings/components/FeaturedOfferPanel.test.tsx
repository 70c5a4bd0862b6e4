import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURED_OFFER_MESSAGES, FEATURED_OFFER_PATHS, PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { showToast } from 'shared-contracts/toast';
import { catalogueProduct } from '../../../test/catalogueProduct';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { FEATURED_OFFER_TEXT } from '../hooks/useFeaturedOffer';
import { fromLocalInput, toLocalInput } from '../utils/localTime';
import { FeaturedOfferPanel, NO_OFFER_LABEL } from './FeaturedOfferPanel';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const GET = `GET ${FEATURED_OFFER_PATHS.admin}`;
const PUT = `PUT ${FEATURED_OFFER_PATHS.admin}`;
const DELETE = `DELETE ${FEATURED_OFFER_PATHS.admin}`;
const LIST = `GET ${PRODUCT_API_PATHS.products}?limit=100&offset=0&onSale=true`;
const COUCH = catalogueProduct({ id: '12', productName: 'Mango Wood Couch', price: 16000, compareAtPrice: 20000 });

const renderPanel = () => renderAdmin(<FeaturedOfferPanel />, { path: '/dashboard/settings', auth: SIGNED_IN_ADMIN });
// The server answers only the products on sale (onSale=true).
const products = { body: { products: [COUCH], total: 1, limit: 100, offset: 0 } };

beforeEach(() => jest.mocked(showToast).mockClear());

describe('featured offer (/dashboard/settings)', () => {
  it('offers the products the server lists as on sale, and saves the chosen one with its end as an ISO time', async () => {
    const endsLocal = '2099-12-31T23:30';
    const endsAt = fromLocalInput(endsLocal)!;
    const api = mockApi({
      [GET]: { body: { offer: null } },
      [LIST]: products,
      [PUT]: { body: { offer: { productId: '12', endsAt } } },
    });
    renderPanel();
    const product = await screen.findByLabelText('Product on offer');
    expect([...product.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      NO_OFFER_LABEL,
      'Mango Wood Couch: ₹16,000, was ₹20,000',
    ]);
    expect(product).toHaveValue('');
    await userEvent.selectOptions(product, '12');
    await userEvent.type(screen.getByLabelText('Offer ends'), endsLocal);
    await userEvent.click(screen.getByRole('button', { name: 'Save featured offer' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', FEATURED_OFFER_TEXT.saved));
    expect(api.bodyOf(PUT)).toEqual({ productId: '12', endsAt });
    expect(screen.getByLabelText('Offer ends')).toHaveValue(endsLocal);
  });

  it('refuses an end in the past before asking the server, and shows the server’s reason when it refuses', async () => {
    const api = mockApi({
      [GET]: { body: { offer: null } },
      [LIST]: products,
      [PUT]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: `body/productId: ${FEATURED_OFFER_MESSAGES.productNotOnSale}`,
        },
      },
    });
    renderPanel();
    await userEvent.selectOptions(await screen.findByLabelText('Product on offer'), '12');
    await userEvent.type(screen.getByLabelText('Offer ends'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save featured offer' }));
    expect(screen.getByText(FEATURED_OFFER_MESSAGES.endsAtPast)).toBeInTheDocument();
    expect(api.calls()).not.toContain(PUT);

    await userEvent.clear(screen.getByLabelText('Offer ends'));
    await userEvent.type(screen.getByLabelText('Offer ends'), '2099-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save featured offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEATURED_OFFER_MESSAGES.productNotOnSale);
  });

  it('reads the products on sale page by page up to their total, and offers them by name', async () => {
    const firstPage = Array.from({ length: 100 }, (_unused, index) =>
      catalogueProduct({ id: `s${index}`, productName: `Sheesham Shelf ${index}`, price: 900, compareAtPrice: 1000 }),
    );
    const NEXT = `GET ${PRODUCT_API_PATHS.products}?limit=100&offset=100&onSale=true`;
    const api = mockApi({
      [GET]: { body: { offer: null } },
      [LIST]: { body: { products: firstPage, total: 101, limit: 100, offset: 0 } },
      [NEXT]: { body: { products: [COUCH], total: 101, limit: 100, offset: 100 } },
    });
    renderPanel();
    const options = (await screen.findByLabelText('Product on offer')).querySelectorAll('option');
    expect(options).toHaveLength(102);
    expect(options[1]?.textContent).toBe('Mango Wood Couch: ₹16,000, was ₹20,000');
    expect(api.calls().filter((call) => call.startsWith(`GET ${PRODUCT_API_PATHS.products}`))).toEqual([LIST, NEXT]);
  });

  it('shows the stored choice, and choosing none goes back to the default (DELETE)', async () => {
    const endsAt = '2099-06-01T04:30:00.000Z';
    const api = mockApi({
      [GET]: { body: { offer: { productId: '12', endsAt } } },
      [LIST]: products,
      [DELETE]: { body: { offer: null } },
    });
    renderPanel();
    const product = await screen.findByLabelText('Product on offer');
    expect(product).toHaveValue('12');
    expect(screen.getByLabelText('Offer ends')).toHaveValue(toLocalInput(endsAt));
    await userEvent.selectOptions(product, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save featured offer' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', FEATURED_OFFER_TEXT.cleared));
    expect(api.calls()).toContain(DELETE);
  });
});
