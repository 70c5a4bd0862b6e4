import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from 'shared-contracts/delivery';
import { fakeCatalogue, json, type FakeCatalogue } from '../../../test/fakeCatalogue';
import { send, startTestRuntime, stopTestRuntime } from '../../../test/renderWithRuntime';
import { CASH_ON_DELIVERY_TEXT } from '../utils/cashOnDelivery';
import { sampleOrderTax } from '../../../../../shared-contracts/src/test/gst';
import { chair, fetchMock, home, renderCheckout } from './checkoutTestSetup';
import { CHECKOUT_TAX_TEXT } from './CheckoutSummary';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

let catalogue: FakeCatalogue;

beforeEach(() => {
  startTestRuntime();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    const path = String(url).replace('http://api.test', '');
    if (path === '/api/checkout/send-email') return json({ success: true });
    if (path === '/api/checkout/create-order')
      return json({
        id: 'cod_1',
        key: '',
        paymentMethod: 'cod',
        tax: null,
        charges: { freightPaise: 99_900, assemblyPaise: 150_000 },
        amountCharged: chair.price + 2_499,
      });
    return json({});
  });
  catalogue = fakeCatalogue(fetchMock, { answersDelivery: true });
  catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 10 });
  catalogue.addresses = [home];
  global.fetch = catalogue.fetch;
  send(() => addToCart(chair));
});
afterEach(stopTestRuntime);

const paymentGroup = () => screen.getByRole('group', { name: CASH_ON_DELIVERY_TEXT.legend });
const codChoice = () => within(paymentGroup()).getByRole('radio', { name: CASH_ON_DELIVERY_TEXT.cod });
const createOrderBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === 'http://api.test/api/checkout/create-order')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Bengaluru (560): ₹999 freight below ₹10,000, assembly offered at ₹1,500. */
const WITH_CHARGES: DeliveryTable = {
  ...DEFAULT_DELIVERY_TABLE,
  rules: [
    {
      ...DEFAULT_DELIVERY_TABLE.restOfIndia,
      pincodes: '560',
      freightPaise: 99_900,
      freeAbovePaise: 1_000_000,
      assemblyOffered: true,
      assemblyPaise: 150_000,
    },
  ],
};

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const assemblyBox = () => screen.queryByRole('checkbox', { name: 'Add assembly (₹1,500)' });

describe('freight and assembly at checkout', () => {
  it('shows the freight the server quotes for the address, offers assembly, and sends only the choice', async () => {
    catalogue.delivery.table = WITH_CHARGES;
    renderCheckout();
    // The pincode check's estimate first, then the server's quote for the order replaces it.
    await waitFor(() => expect(summary().getByText('Delivery')).toBeInTheDocument());
    expect(summary().getByTestId('checkout-freight')).toHaveTextContent('₹999');
    expect(summary().queryByText('Delivery (estimated)')).not.toBeInTheDocument();
    expect(summary().queryByText('Shipping')).not.toBeInTheDocument();
    expect(summary().getByTestId('checkout-total')).toHaveTextContent('₹5,499');
    expect(summary().queryByTestId('checkout-assembly')).not.toBeInTheDocument();
    expect(catalogue.quotes.at(-1)).toEqual({
      items: [{ id: chair.id, quantity: 1 }],
      postalCode: '560034',
      country: 'India',
      stateCode: '29',
    });

    const user = userEvent.setup();
    const box = assemblyBox();
    expect(box).not.toBeChecked();
    await user.click(box as HTMLElement);
    await waitFor(() => expect(summary().getByTestId('checkout-assembly')).toHaveTextContent('₹1,500'));
    expect(catalogue.quotes.at(-1)).toMatchObject({ assembly: true });
    await waitFor(() => expect(summary().getByTestId('checkout-total')).toHaveTextContent('₹6,999'));
    expect(summary().getByText('Assembly')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: CASH_ON_DELIVERY_TEXT.legend })).getByRole('radio', {
        name: CASH_ON_DELIVERY_TEXT.cod,
      }),
    );
    await user.click(screen.getByRole('button', { name: CASH_ON_DELIVERY_TEXT.placeOrder }));
    expect(await screen.findByText('The order page')).toBeInTheDocument();
    // The goods' amount and the choice; never an amount for the freight or the assembly.
    expect(createOrderBodies()).toEqual([
      {
        amount: chair.price,
        billing: expect.objectContaining({ postalCode: '560034' }),
        stateCode: expect.any(String),
        paymentMethod: 'cod',
        assembly: true,
      },
    ]);
  });

  it('with the default table (free delivery, no assembly): no checkbox, no charge line, shipping free as before', async () => {
    renderCheckout();
    await waitFor(() => expect(codChoice()).toBeEnabled());
    expect(assemblyBox()).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /assembly/i })).not.toBeInTheDocument();
    expect(summary().queryByTestId('checkout-freight')).not.toBeInTheDocument();
    expect(summary().getByText('Shipping')).toBeInTheDocument();
    expect(summary().getByTestId('checkout-total')).toHaveTextContent('₹4,500');
  });

  it('shows the GST breakup the server quotes for the address before paying', async () => {
    catalogue.quoteTax = sampleOrderTax('29');
    renderCheckout();
    const breakup = await screen.findByRole('table', { name: CHECKOUT_TAX_TEXT.caption });
    // Karnataka from Maharashtra: IGST, as the server worked it out for this address.
    expect(within(breakup).getByRole('rowheader', { name: 'IGST' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TAX_TEXT.later)).not.toBeInTheDocument();
  });

  it('keeps the estimate and the GST note when the quote cannot be had (create-order still prices)', async () => {
    catalogue.delivery.table = WITH_CHARGES;
    const failing = fakeCatalogue(fetchMock, { answersDelivery: true });
    failing.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 10 });
    failing.addresses = [home];
    failing.delivery.table = WITH_CHARGES;
    global.fetch = ((url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith('/api/checkout/quote')
        ? json({ statusCode: 503, error: 'Service Unavailable', message: 'Busy.' }, 503)
        : failing.fetch(url, init)) as typeof fetch;
    renderCheckout();
    await waitFor(() => expect(summary().getByText('Delivery (estimated)')).toBeInTheDocument());
    await waitFor(() => expect(summary().getByText(CHECKOUT_TAX_TEXT.later)).toBeInTheDocument());
    expect(summary().getByTestId('checkout-freight')).toHaveTextContent('₹999');
  });
});
