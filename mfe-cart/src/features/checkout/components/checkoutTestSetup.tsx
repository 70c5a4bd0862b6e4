/**
 * The set-up the checkout components' tests share: Asha signed in at /checkout with a chair in the
 * cart (the real cart runtime), a fake catalogue that answers delivery, and a mock for every other
 * API call.
 */
import { render } from '@testing-library/react';
import type { SavedAddress } from 'shared-contracts';
import { AuthContext, ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import CheckoutPage from '../../../pages/CheckoutPage';
import type { FakeCatalogue } from '../../../test/fakeCatalogue';
import { API_BASE, asha } from '../../../test/renderSignedIn';
import { startWithProductInCart, stopTestRuntime } from '../../../test/renderWithRuntime';

export const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };

export const home: SavedAddress = {
  id: 'home',
  isDefault: true,
  name: 'Asha Rao',
  phone: '+919845012345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: 'Near Forum Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

/** Every call but the product, delivery and address-book reads. */
export const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** The calls to `path` the mock had, with their method and JSON body. */
export const apiCalls = (path: string): Array<{ method: string | undefined; body: unknown }> =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `${API_BASE}${path}`)
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));

/**
 * Sets each test up (and down): the runtime with the chair in the cart, a fresh catalogue, and
 * `answer` for each call the mock gets (by path under the API base). The catalogue is the current
 * test's.
 */
export function setUpCheckoutTests(answer: (path: string) => Promise<Response>): { readonly catalogue: FakeCatalogue } {
  let catalogue: FakeCatalogue | null = null;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url) => answer(String(url).replace(API_BASE, '')));
    catalogue = startWithProductInCart(chair, fetchMock, { stock: 10, answersDelivery: true });
  });
  afterEach(stopTestRuntime);
  return {
    get catalogue(): FakeCatalogue {
      if (!catalogue) throw new Error('the catalogue is set up before each test');
      return catalogue;
    },
  };
}

/** The checkout page for Asha, with the order page it goes on to. */
export function renderCheckout(): void {
  render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: API_BASE, paymentScriptUrl: '' }}>
      <AuthContext.Provider value={asha}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/order/:id" element={<p>The order page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>,
  );
}
