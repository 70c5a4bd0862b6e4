import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, type SavedAddress } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE } from 'shared-contracts/delivery';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import CheckoutPage from '../../../pages/CheckoutPage';
import { fakeCatalogue, json, type FakeCatalogue } from '../../../test/fakeCatalogue';
import { send, startTestRuntime, stopTestRuntime } from '../../../test/renderWithRuntime';
import { CASH_ON_DELIVERY_TEXT } from '../utils/cashOnDelivery';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const asha: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'asha', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User',
  getIdToken: async () => 'token-asha',
};
const home: SavedAddress = {
  id: 'home',
  isDefault: true,
  name: 'Asha Rao',
  phone: '+919845012345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let catalogue: FakeCatalogue;

beforeEach(() => {
  startTestRuntime();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    const path = String(url).replace('http://api.test', '');
    if (path === '/api/checkout/send-email') return json({ success: true });
    if (path === '/api/checkout/create-order') return json({ id: 'cod_1', key: '', paymentMethod: 'cod', tax: null });
    return json({});
  });
  catalogue = fakeCatalogue(fetchMock, { answersDelivery: true });
  catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 10 });
  catalogue.addresses = [home];
  global.fetch = catalogue.fetch;
  send(() => addToCart(chair));
});
afterEach(stopTestRuntime);

function renderCheckout(): void {
  render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test', paymentScriptUrl: '' }}>
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

const paymentGroup = () => screen.getByRole('group', { name: CASH_ON_DELIVERY_TEXT.legend });
const codChoice = () => within(paymentGroup()).getByRole('radio', { name: CASH_ON_DELIVERY_TEXT.cod });
const createOrderBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === 'http://api.test/api/checkout/create-order')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the payment choice at checkout', () => {
  it('offers cash on delivery where the pincode allows it; a cash order is placed and opens its page, no popup', async () => {
    renderCheckout();
    const online = within(paymentGroup()).getByRole('radio', { name: CASH_ON_DELIVERY_TEXT.online });
    expect(online).toBeChecked();
    await waitFor(() => expect(codChoice()).toBeEnabled());
    expect(codChoice()).toHaveAccessibleDescription(CASH_ON_DELIVERY_TEXT.codHint);

    const user = userEvent.setup();
    await user.click(codChoice());
    expect(codChoice()).toBeChecked();
    await user.click(screen.getByRole('button', { name: CASH_ON_DELIVERY_TEXT.placeOrder }));

    expect(await screen.findByText('The order page')).toBeInTheDocument();
    expect(createOrderBodies()).toEqual([expect.objectContaining({ paymentMethod: 'cod', amount: chair.price })]);
  });

  it('says why not where the pincode has no cash on delivery, or the total is over its cap, and pays online', async () => {
    catalogue.delivery.table = {
      ...DEFAULT_DELIVERY_TABLE,
      rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '560', codAllowed: true, codCapPaise: 100_000 }],
    };
    renderCheckout();
    await waitFor(() =>
      expect(codChoice()).toHaveAccessibleDescription(CASH_ON_DELIVERY_TEXT.overCap('560034', 100_000)),
    );
    expect(codChoice()).toBeDisabled();
    expect(screen.getByRole('button', { name: CASH_ON_DELIVERY_TEXT.payNow })).toBeInTheDocument();
  });

  it('has none for a pincode the table does not take it for', async () => {
    catalogue.delivery.table = {
      ...DEFAULT_DELIVERY_TABLE,
      rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '560', codAllowed: false, codCapPaise: 0 }],
    };
    renderCheckout();
    await waitFor(() => expect(codChoice()).toHaveAccessibleDescription(CASH_ON_DELIVERY_TEXT.notHere('560034')));
    expect(codChoice()).toBeDisabled();
  });
});
