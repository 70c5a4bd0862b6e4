import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from 'shared-contracts';
import { DELIVERY_CHECK_TEXT, PINCODE_MESSAGES, REMEMBERED_PINCODE_KEY } from 'shared-contracts/delivery';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { MemoryRouter } from 'shared-contracts/router';
import CartPage from '../../../pages/CartPage';
import { json } from '../../../test/fakeCatalogue';
import { renderPage, send, startWithProductInCart, stopTestRuntime } from '../../../test/renderWithRuntime';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const served = (value: string) =>
  `Deliver to 560034: by Sat 5 Dec \u2013 Fri 11 Dec \u00b7 Free delivery \u00b7 Cash on delivery for value ${value}`;
const UNSERVED = 'Sorry, we do not deliver to 744101 yet. Please try another pincode or contact us.';

/** The delivery API: answers name the value asked for, so a test sees which value was sent. */
const deliveryCalls = jest.fn((url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  if (String(url).endsWith('/api/me/delivery-pincode')) {
    if (init?.method === 'PUT') return json(JSON.parse(String(init.body)));
    return json({ pincode: accountPincode });
  }
  const found = /\/api\/delivery\/(\d+)\?value=(\d+)$/.exec(String(url));
  if (!found) return json({ statusCode: 404, message: `unexpected ${String(url)}` }, 404);
  const [, pincode, value = ''] = found;
  if (pincode === '744101') return json({ pincode, deliverable: false, message: UNSERVED });
  if (pincode === '110001')
    return json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, 429);
  return json({ pincode, deliverable: true, message: served(value) });
});

/** What the signed-in account remembers (GET /api/me/delivery-pincode). */
let accountPincode: string | null = null;

beforeEach(() => {
  accountPincode = null;
  localStorage.clear();
  deliveryCalls.mockClear();
  startWithProductInCart(chair, deliveryCalls, { stock: 50 });
});
afterEach(() => stopTestRuntime());

async function showCart(): Promise<void> {
  renderPage(<CartPage />, '/cart');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const field = () => screen.getByRole('textbox', { name: DELIVERY_CHECK_TEXT.label });
const deliveryPaths = () =>
  deliveryCalls.mock.calls.map(([url]) => {
    const { pathname, search } = new URL(String(url));
    return `${pathname}${search}`;
  });

it("checks a pincode for the cart's value in paise, remembers it, and asks again when the value changes", async () => {
  const user = userEvent.setup();
  await showCart();
  await user.type(field(), '560034{Enter}');
  expect(await screen.findByText(served('450000'))).toBeInTheDocument();
  expect(screen.getByRole('status', { name: DELIVERY_CHECK_TEXT.heading })).toHaveTextContent(served('450000'));
  expect(deliveryPaths()).toEqual(['/api/delivery/560034?value=450000']);
  expect(localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBe('560034');

  send(() => addToCart(chair));
  expect(await screen.findByText(served('900000'))).toBeInTheDocument();
});

it('refuses an invalid pincode with the PIN rule and asks nothing', async () => {
  const user = userEvent.setup();
  await showCart();
  await user.type(field(), '12ab56{Enter}');
  expect(screen.getByRole('status', { name: DELIVERY_CHECK_TEXT.heading })).toHaveTextContent(PINCODE_MESSAGES.invalid);
  expect(deliveryCalls).not.toHaveBeenCalled();
});

it('shows the pincode remembered on the product page, pre-filled with its answer', async () => {
  localStorage.setItem(REMEMBERED_PINCODE_KEY, '560034');
  await showCart();
  expect(await screen.findByText(served('450000'))).toBeInTheDocument();
  expect(field()).toHaveValue('560034');
});

it('says so for an unserved pincode and keeps checkout open; a rate limit reads as a sentence', async () => {
  const user = userEvent.setup();
  await showCart();
  await user.type(field(), '744101{Enter}');
  expect(await screen.findByText(UNSERVED)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
  await user.clear(field());
  await user.type(field(), '110001{Enter}');
  expect(await screen.findByText(DELIVERY_CHECK_TEXT.tooManyChecks, { exact: false })).toBeInTheDocument();
});

describe('signed in, the account remembers the pincode too', () => {
  const asha: AuthContextValue = {
    ...SIGNED_OUT,
    user: { uid: 'asha', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
    role: 'User',
    getIdToken: async () => 'token-asha',
  };
  async function showSignedInCart(): Promise<void> {
    render(
      <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test' }}>
        <AuthContext.Provider value={asha}>
          <MemoryRouter initialEntries={['/cart']}>
            <CartPage />
          </MemoryRouter>
        </AuthContext.Provider>
      </ConfigContext.Provider>,
    );
    // One turn of the event loop: the fake API answers in resolved promises, so the page's reads are in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  const accountCalls = () =>
    deliveryCalls.mock.calls
      .filter(([url]) => String(url).endsWith('/api/me/delivery-pincode'))
      .map(([, init]) => `${init?.method ?? 'GET'} ${init?.body === undefined ? '' : String(init.body)}`.trim());

  it("a browser that remembers none starts from the account's pincode, checks it and keeps it", async () => {
    accountPincode = '560034';
    await showSignedInCart();
    expect(await screen.findByText(served('450000'))).toBeInTheDocument();
    expect(field()).toHaveValue('560034');
    expect(localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBe('560034');
    expect(accountCalls()).toEqual(['GET']);
  });

  it("this browser's own pincode comes first, and a pincode checked is remembered in the account", async () => {
    accountPincode = '110001';
    localStorage.setItem(REMEMBERED_PINCODE_KEY, '744101');
    await showSignedInCart();
    expect(await screen.findByText(UNSERVED)).toBeInTheDocument();
    expect(accountCalls()).toEqual([]);

    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '560034{Enter}');
    expect(await screen.findByText(served('450000'))).toBeInTheDocument();
    await waitFor(() => expect(accountCalls()).toEqual(['PUT {"pincode":"560034"}']));
  });

  it('a signed-out shopper is remembered in the browser only', async () => {
    const user = userEvent.setup();
    await showCart();
    await user.type(field(), '560034{Enter}');
    expect(await screen.findByText(served('450000'))).toBeInTheDocument();
    expect(accountCalls()).toEqual([]);
  });
});
