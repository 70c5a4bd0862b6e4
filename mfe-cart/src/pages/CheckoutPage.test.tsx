import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import {
  addToCart,
  formatPaise,
  formatRupees,
  getCartSnapshot,
  MESSAGES,
  setCartItemQuantity,
  type CouponCheckResponse,
  type VerifyPaymentRequest,
} from 'shared-contracts';
import type { RazorpayFailure, RazorpayOptions } from '../features/checkout/api/razorpay';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { answer, fakeCatalogue, json, type FakeCatalogue } from '../test/fakeCatalogue';
import { send, startTestRuntime, stopTestRuntime } from '../test/renderWithRuntime';
import { APPLIED_COUPON_KEY } from '../features/coupons/api/couponApi';
import { ORDER_TAX_MESSAGES, gstinCheckCharacter } from 'shared-contracts/gst';
import { DEFAULT_DELIVERY_TABLE, DELIVERY_QUOTE_TEXT } from 'shared-contracts/delivery';
import { sampleOrderTax } from '../../../shared-contracts/src/test/gst';
import { CHECKOUT_ADDRESS_TEXT } from '../features/checkout/savedAddress';
import CheckoutPage from './CheckoutPage';

const RAJASTHAN_GSTIN = `08AABCU9603R1Z${gstinCheckCharacter('08AABCU9603R1Z')}`;

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const asha: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'asha', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User',
  getIdToken: async () => 'token-asha',
};

/** Every call but the product reads, which the fake catalogue answers. */
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let catalogue: FakeCatalogue;

beforeEach(() => {
  startTestRuntime();
  fetchMock.mockReset();
  catalogue = fakeCatalogue(fetchMock, { answersDelivery: true });
  catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 10 });
  global.fetch = catalogue.fetch;
  jest.mocked(showToast).mockClear();
});
afterEach(() => {
  stopTestRuntime();
  sessionStorage.removeItem(APPLIED_COUPON_KEY);
});

function renderCheckout(auth: AuthContextValue) {
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test', paymentScriptUrl: '' }}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/order/:orderId" element={<p>order page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>,
  );
}

/** The signed-in checkout once its address book (empty here) has loaded. */
async function renderLoadedCheckout(auth: AuthContextValue): Promise<void> {
  renderCheckout(auth);
  await screen.findByText(CHECKOUT_ADDRESS_TEXT.empty);
}

/** Details the billing rules accept (name and email come from the account). */
async function fillBilling(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Phone'), '09876543210');
  await userEvent.type(screen.getByLabelText('Address'), '12 Banyan Lane');
  await userEvent.type(screen.getByLabelText('City'), '  Pune  ');
  await userEvent.type(screen.getByLabelText('Postal code'), '411001');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
}

/** The billing details the checkout sends after fillBilling (trimmed; name and email from the account). */
const sentBilling = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '09876543210',
  address: '12 Banyan Lane',
  city: 'Pune',
  postalCode: '411001',
  country: 'India',
};

const calledPaths = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('Checkout page', () => {
  it('sends a signed-out visitor to /login, and shows a skeleton while auth loads', () => {
    const { unmount } = renderCheckout({ ...SIGNED_OUT, loading: true });
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    unmount();
    renderCheckout(SIGNED_OUT);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows labelled billing fields, the summary, and Pay Now disabled with an empty cart', async () => {
    await renderLoadedCheckout(asha);
    for (const label of ['Name', 'Email', 'Phone', 'Address', 'City', 'Postal code', 'Country']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  it('sends the trimmed billing details with the totals, shows Processing... and cannot be pressed twice', async () => {
    send(() => {
      addToCart(chair);
      addToCart(chair);
    });
    let reply: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (reply = resolve)));
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    const busy = screen.getByRole('button', { name: MESSAGES.processing });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/checkout/send-email');
    expect(JSON.parse(String(init?.body))).toEqual({
      ...sentBilling,
      totalQty: 2,
      totalAmount: 9000,
    });
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-asha' });

    reply(answer({ success: false }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
  });

  it('success: toasts that the admin was notified and goes on to create the order; its 409 is shown as the server says it', async () => {
    send(() => addToCart(chair));
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      return json({ statusCode: 409, error: 'Conflict', message: 'Your cart total is ₹4,000, not ₹4,500.' }, 409);
    });
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart total is ₹4,000, not ₹4,500.');
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.billingSent);
    expect(showToast).not.toHaveBeenCalledWith('error', expect.anything());
    expect(calledPaths()).toEqual([
      'POST http://api.test/api/checkout/send-email',
      'PUT http://api.test/api/carts/me',
      'POST http://api.test/api/checkout/create-order',
    ]);
    // The order keeps the billing details the form sent (trimmed, without the totals).
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      amount: 4500,
      stateCode: '27',
      billing: sentBilling,
    });
  });

  it('saves each line with its version before creating the order, so the server prices that version', async () => {
    catalogue.products.set(chair.id, {
      productName: chair.productName,
      price: chair.price,
      stock: 10,
      variants: [{ sku: 'CH-WAL', optionValues: ['Walnut'], price: chair.price, stock: 10, status: 'active' }],
    });
    send(() => addToCart({ ...chair, variantSku: 'CH-WAL', variantLabel: 'Walnut' }));
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      return json({ statusCode: 409, error: 'Conflict', message: 'Stop here.' }, 409);
    });
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stop here.');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      items: [{ ...chair, quantity: 1, variantSku: 'CH-WAL', variantLabel: 'Walnut' }],
    });
  });

  it('checks the shared billing rules before sending: each bad field says why, inline, and nothing is sent', async () => {
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // nothing said before the first Pay Now
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Phone'), '12');
    await userEvent.type(screen.getByLabelText('Postal code'), 'SW1A 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted billing details.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required.');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a valid 6-digit PIN code.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();

    // A fixed field clears its message at once; another country takes its own postal codes.
    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText('Country'), 'United Kingdom');
    expect(screen.getByLabelText('Postal code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the state and, for a GST invoice, a valid GSTIN and the business name; nothing is sent until they are right', async () => {
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    await userEvent.type(screen.getByLabelText('Phone'), '09876543210');
    await userEvent.type(screen.getByLabelText('Address'), '12 Banyan Lane');
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    await userEvent.type(screen.getByLabelText('Postal code'), '411001');
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(ORDER_TAX_MESSAGES.unknownState);
    expect(screen.getByLabelText('State')).toHaveFocus();

    // A state the PIN code is not in is said at once.
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(/411001/);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('checkbox', { name: /I need a GST invoice/ }));
    await userEvent.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZA');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(
      'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
    );
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription(ORDER_TAX_MESSAGES.businessNameMissing);
    await userEvent.clear(screen.getByLabelText('GSTIN'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1Z');
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription('A GSTIN has 15 characters; this one has 14.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('{success:false}: "Failed to send billing info." and no order', async () => {
    send(() => addToCart(chair));
    fetchMock.mockImplementation(() => json({ success: false }));
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.billingFailed));
    expect(calledPaths()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('network error: "Error sending billing info." and no order', async () => {
    send(() => addToCart(chair));
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.billingError));
    expect(calledPaths()).toHaveLength(1);
  });

  it("a refusal by the server (400) toasts the spec's error and shows the server's reason by the form", async () => {
    send(() => addToCart(chair));
    fetchMock.mockImplementation(() =>
      json({ statusCode: 400, error: 'Bad Request', message: 'Enter a valid 6-digit PIN code.' }, 400),
    );
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.billingError));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 6-digit PIN code.');
    expect(calledPaths()).toHaveLength(1);
  });

  it('a missing payment script is logged and toasted, and Pay Now works again', async () => {
    send(() => addToCart(chair));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/create-order')
        ? json({ id: 'order_1' })
        : String(url).endsWith('/send-email')
          ? json({ success: true })
          : json({ items: [] }),
    );
    await renderLoadedCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Payment is unavailable right now. Please try again in a little while.',
      ),
    );
    expect(consoleError).toHaveBeenCalledWith('Payment script not loaded:', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    consoleError.mockRestore();
  });
});

/** The payment popup as the page drives it: the options it was opened with and its failure callback. */
interface FakePopup {
  options: RazorpayOptions;
  fail: (failure: RazorpayFailure) => void;
}

describe('Checkout against the stored catalogue', () => {
  let popup: FakePopup | null;

  beforeEach(() => {
    popup = null;
    window.Razorpay = class {
      private readonly opened: FakePopup;
      constructor(options: RazorpayOptions) {
        this.opened = { options, fail: () => {} };
      }
      open() {
        popup = this.opened;
      }
      on(_event: 'payment.failed', callback: (failure: RazorpayFailure) => void) {
        this.opened.fail = callback;
      }
    };
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      if (path.endsWith('/create-order')) return json({ id: 'order_9', key: 'rzp_test_key' });
      if (path.endsWith('/verify')) return json({ success: true, orderId: 'order_9' });
      if (path.endsWith('/abandon')) return json({ orderId: 'order_9', status: 'failed' });
      return json({ statusCode: 404, error: 'Not Found', message: 'No such route.' }, 404);
    });
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  async function openPopup(): Promise<FakePopup> {
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    await waitFor(() => expect(catalogue.reads).toEqual([chair.id]));
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(popup).not.toBeNull());
    return popup as unknown as FakePopup;
  }

  const abandonCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/checkout/abandon'));

  it('disables Pay Now while a line is over the stock, and says why with a way back to the cart', async () => {
    catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 1 });
    send(() => {
      addToCart(chair);
      addToCart(chair);
    });
    await renderLoadedCheckout(asha);
    const reason = 'Some items in your cart are out of stock, no longer available or more than we have left.';
    expect(await screen.findByText(reason, { exact: false })).toBeInTheDocument();
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();
    expect(payNow).toHaveAccessibleDescription(`${reason} Update your cart`);
    expect(screen.getByRole('link', { name: 'Update your cart' })).toHaveAttribute('href', '/cart');

    // Lowered to the stock (on the cart page, or in another tab): Pay Now is back.
    send(() => setCartItemQuantity(chair.id, 1));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(screen.queryByText(reason, { exact: false })).not.toBeInTheDocument();
  });

  it('a 409 for stock from create-order is shown as the server words it, the products are read again, and Pay Now waits for the fix', async () => {
    const soldOut = 'Sheesham Chair is sold out. Remove it from your cart to continue.';
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      // Sold out between the page's read and Pay Now.
      catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 0 });
      return json({ statusCode: 409, error: 'Conflict', message: soldOut }, 409);
    });
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    await waitFor(() => expect(catalogue.reads).toEqual([chair.id]));
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(soldOut);
    await waitFor(() => expect(catalogue.reads).toEqual([chair.id, chair.id]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled());
    expect(screen.getByRole('link', { name: 'Update your cart' })).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalledWith('error', soldOut);
  });

  it('closing the payment window abandons the order (stock back at once) and keeps the message', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const opened = await openPopup();
    expect(opened.options.order_id).toBe('order_9');
    act(() => opened.options.modal.ondismiss());

    await waitFor(() => expect(abandonCalls()).toHaveLength(1));
    const [, init] = abandonCalls()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: 'order_9' });
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-asha' });
    expect(showToast).toHaveBeenCalledWith(
      'error',
      "Payment didn't go through. Your cart is kept, so you can try again.",
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    consoleError.mockRestore();
  });

  it('a failed payment abandons the order once; an abandon that fails is logged, not shown', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answered = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((url, init) =>
      String(url).endsWith('/abandon') || !answered
        ? json({ statusCode: 503, error: 'Service Unavailable', message: 'Storage is busy.' }, 503)
        : answered(url, init),
    );
    const opened = await openPopup();
    act(() => opened.fail({ error: { description: 'Card declined' } }));
    act(() => opened.options.modal.ondismiss()); // the shopper then closes the window: said and done once

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Order not abandoned:',
        expect.objectContaining({ message: 'Storage is busy.' }),
      ),
    );
    expect(abandonCalls()).toHaveLength(1);
    expect(showToast).toHaveBeenCalledTimes(2); // billing sent, then payment not completed: nothing about the abandon
    expect(showToast).toHaveBeenLastCalledWith(
      'error',
      "Payment didn't go through. Your cart is kept, so you can try again.",
    );
    consoleError.mockRestore();
  });

  it('sends the state and a GST invoice’s GSTIN and name; shows the breakup create-order answered while the payment is open', async () => {
    const buyer = { gstin: RAJASTHAN_GSTIN, businessName: 'Jaipur Interiors' };
    // The server's answer, whatever the page might compute: it shows these figures as they are.
    const tax = { ...sampleOrderTax('08', buyer) };
    tax.totals = { ...tax.totals, taxablePaise: 381356, igstPaise: 68644, chargedPaise: 450000 };
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      if (path.endsWith('/create-order')) return json({ id: 'order_9', key: 'rzp_test_key', tax });
      return json({ orderId: 'order_9', status: 'failed' });
    });
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    await fillBilling();
    expect(screen.queryByRole('table', { name: 'Tax in this order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I need a GST invoice/ }));
    await userEvent.type(screen.getByLabelText('GSTIN'), ` ${RAJASTHAN_GSTIN.toLowerCase()}`);
    await userEvent.type(screen.getByLabelText('Business name'), 'Jaipur Interiors ');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(popup).not.toBeNull());

    const createBody = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/create-order'))?.[1]?.body),
    );
    expect(createBody).toMatchObject({ amount: 4500, stateCode: '27', ...buyer });
    const table = screen.getByRole('table', { name: 'Tax in this order' });
    expect(table).toHaveTextContent('Taxable value₹3,813.56');
    expect(table).toHaveTextContent('IGST₹686.44');
    expect(table).toHaveTextContent('Total (GST included)₹4,500.00');
    expect(screen.getByText(`Billed to Jaipur Interiors, GSTIN ${RAJASTHAN_GSTIN}.`)).toBeInTheDocument();

    // Closing the payment ends that order: its breakup goes with it.
    act(() => popup?.options.modal?.ondismiss?.());
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Tax in this order' })).not.toBeInTheDocument());
  });

  it('a successful payment is verified and nothing is abandoned', async () => {
    const opened = await openPopup();
    const paid: VerifyPaymentRequest = {
      razorpay_order_id: 'order_9',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    act(() => opened.options.handler(paid));
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(getCartSnapshot().items).toHaveLength(0);
    expect(calledPaths()).toContain('POST http://api.test/api/checkout/verify');
    expect(abandonCalls()).toHaveLength(0);
  });

  it("the cart's coupon goes to create-order with the server's total, which the popup charges; it is forgotten once paid", async () => {
    sessionStorage.setItem(APPLIED_COUPON_KEY, 'DIWALI10');
    const ordinary = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((url, init) =>
      String(url).endsWith('/api/coupons/check')
        ? json({ applies: true, code: 'DIWALI10', discountPaise: 45_000, subtotalPaise: 450_000, totalPaise: 405_000 })
        : (ordinary as NonNullable<typeof ordinary>)(url, init),
    );
    const opened = await openPopup();
    const createOrder = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/create-order'));
    expect(JSON.parse(String(createOrder?.[1]?.body))).toMatchObject({ amount: 4050, couponCode: 'DIWALI10' });
    expect(opened.options.amount).toBe(405_000);
    act(() =>
      opened.options.handler({ razorpay_order_id: 'order_9', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }),
    );
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull();
  });

  it("the summary shows the cart's coupon as the server priced it: the total before it, the discount with its code, the total to pay", async () => {
    sessionStorage.setItem(APPLIED_COUPON_KEY, 'DIWALI10');
    // Figures the page could not work out itself: what it shows can only be the server's.
    let answer: CouponCheckResponse = {
      applies: true,
      code: 'DIWALI10',
      discountPaise: 45_001,
      subtotalPaise: 450_000,
      totalPaise: 404_999,
    };
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/api/coupons/check') ? json(answer) : json({ items: [], revision: 1 }),
    );
    send(() => addToCart(chair));
    await renderLoadedCheckout(asha);
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(await summary.findByTestId('checkout-discount')).toHaveTextContent(formatPaise(-45_001));
    const rows = summary.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Total quantity', '1'],
      ['Total before discount', formatPaise(450_000)],
      ['Discount (coupon DIWALI10)', formatPaise(-45_001)],
      ['Shipping', 'Free'],
      ['Total to pay', formatPaise(404_999)],
    ]);
    // Priced for the cart on screen: saved first, then checked.
    expect(calledPaths().slice(-2)).toEqual([
      'PUT http://api.test/api/carts/me',
      'POST http://api.test/api/coupons/check',
    ]);

    // The cart changes: asked again; a code that no longer applies says why, and the totals are the cart's.
    answer = { applies: false, code: 'DIWALI10', reason: 'Minimum order ₹10,000' };
    send(() => addToCart(chair));
    expect(await summary.findByText('Coupon DIWALI10 does not apply: Minimum order ₹10,000')).toBeInTheDocument();
    expect(summary.queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(summary.getByTestId('checkout-total')).toHaveTextContent(formatRupees(9000));
  });

  it('says as the pincode is typed that the delivery table does not serve it, and Pay Now waits for another', async () => {
    send(() => addToCart(chair));
    catalogue.delivery.table = {
      ...DEFAULT_DELIVERY_TABLE,
      rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '411', deliverable: false }],
    };
    renderCheckout(asha);
    await fillBilling();
    const unserved = DELIVERY_QUOTE_TEXT.unserved('411001');
    expect(await screen.findAllByText(unserved)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(calledPaths()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Postal code'));
    await userEvent.type(screen.getByLabelText('Postal code'), '560034');
    expect(await screen.findByText(/^Deliver to 560034: by /)).toBeInTheDocument();
    expect(screen.queryByText(unserved)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("create-order's refusal of the address (400) is shown beside Pay Now as the server says it", async () => {
    send(() => addToCart(chair));
    const refusal = DELIVERY_QUOTE_TEXT.unserved('411001');
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.endsWith('/send-email')) return json({ success: true });
      if (path.endsWith('/carts/me')) return json({ items: [], revision: 1 });
      return json({ statusCode: 400, error: 'Bad Request', message: refusal }, 400);
    });
    renderCheckout(asha);
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(showToast).not.toHaveBeenCalledWith('error', expect.anything());
  });
});
