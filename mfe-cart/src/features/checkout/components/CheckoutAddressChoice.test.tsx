import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_MESSAGES, type AddressInput, type SavedAddress } from 'shared-contracts';
import { json } from '../../../test/fakeCatalogue';
import { CHECKOUT_ADDRESS_TEXT } from '../savedAddress';
import { apiCalls, fetchMock, home, renderCheckout, setUpCheckoutTests } from './checkoutTestSetup';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const office: SavedAddress = {
  ...home,
  id: 'office',
  isDefault: false,
  name: 'Asha Rao (office)',
  line1: 'Nariman Point',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
};

// send-email refused: Pay Now goes no further than the mail, which shows the billing sent.
const checkout = setUpCheckoutTests(() => json({ success: false }));

const group = () => screen.getByRole('group', { name: CHECKOUT_ADDRESS_TEXT.legend });
const field = (label: string) => screen.getByLabelText(label);

/** Renders checkout with an empty address book and types a new address into the form. */
async function typeNewAddressInEmptyBook(): Promise<ReturnType<typeof userEvent.setup>> {
  renderCheckout();
  expect(await screen.findByText(CHECKOUT_ADDRESS_TEXT.empty)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(field('Phone'), '9845012345');
  await user.type(field('Address'), '12 Banyan Lane');
  await user.type(field('City'), 'Pune');
  await user.type(field('Postal code'), '411001');
  await user.selectOptions(field('State'), 'Maharashtra');
  return user;
}

describe('the address choice at checkout', () => {
  it('chooses the default address at first and fills the form from it; another one fills its own details', async () => {
    checkout.catalogue.addresses = [home, office];
    renderCheckout();
    expect(screen.getByText(CHECKOUT_ADDRESS_TEXT.loading)).toBeInTheDocument();
    const homeChoice = await within(group()).findByRole('radio', { name: /Asha Rao \(Default\)/ });
    expect(homeChoice).toBeChecked();
    await waitFor(() => expect(field('Address')).toHaveValue('12, 4th Cross, Koramangala, Near Forum Mall'));
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(field('Phone')).toHaveValue('+919845012345');
    expect(field('City')).toHaveValue('Bengaluru');
    expect(field('Postal code')).toHaveValue('560034');
    expect(field('State')).toHaveDisplayValue('Karnataka');
    expect(screen.queryByRole('checkbox', { name: CHECKOUT_ADDRESS_TEXT.save })).not.toBeInTheDocument();

    // Keyboard: arrow keys move the choice within the group, as native radios do.
    const user = userEvent.setup();
    homeChoice.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(group()).getByRole('radio', { name: /Asha Rao \(office\)/ })).toBeChecked();
    expect(field('City')).toHaveValue('Mumbai');
    expect(field('State')).toHaveDisplayValue('Maharashtra');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(apiCalls('/api/checkout/send-email')).toHaveLength(1));
    expect(apiCalls('/api/checkout/send-email')[0]?.body).toMatchObject({
      name: 'Asha Rao (office)',
      address: 'Nariman Point',
      city: 'Mumbai',
      postalCode: '400021',
    });
    expect(apiCalls('/api/me/addresses')).toEqual([]);
  });

  it('saves a new address when asked, before the order goes on, and chooses it so it is not saved twice', async () => {
    checkout.catalogue.addresses = [home];
    const saved: SavedAddress = {
      ...office,
      id: 'new-1',
      line1: '7 MG Road',
      landmark: '',
      city: 'Pune',
      pincode: '411001',
    };
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/api/me/addresses') ? json({ addresses: [home, saved] }, 201) : json({ success: false }),
    );
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await within(group()).findByRole('radio', { name: CHECKOUT_ADDRESS_TEXT.newAddress }));
    expect(field('Address')).toHaveValue('');
    expect(field('Postal code')).toHaveValue('');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Asha Rao (office)');
    await user.type(field('Address'), '7 MG Road');
    await user.type(field('City'), 'Pune');
    await user.type(field('Postal code'), '411001');
    await user.selectOptions(field('State'), 'Maharashtra');
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_ADDRESS_TEXT.save }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(CHECKOUT_ADDRESS_TEXT.saved)).toBeInTheDocument();
    const expected: AddressInput & { makeDefault: boolean } = {
      name: 'Asha Rao (office)',
      phone: '+919845012345',
      line1: '7 MG Road',
      line2: '',
      landmark: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      makeDefault: false,
    };
    expect(apiCalls('/api/me/addresses')).toEqual([{ method: 'POST', body: expected }]);
    await waitFor(() => expect(apiCalls('/api/checkout/send-email')).toHaveLength(1));
    const order = fetchMock.mock.calls.map(([url]) => String(url).replace('http://api.test', ''));
    expect(order).toEqual(['/api/me/addresses', '/api/checkout/send-email']);
    expect(within(group()).getByRole('radio', { name: /Asha Rao \(office\)/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(apiCalls('/api/checkout/send-email')).toHaveLength(2));
    expect(apiCalls('/api/me/addresses')).toHaveLength(1);
  });

  it('a save the address book refuses is said, and the order still goes on', async () => {
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/api/me/addresses')
        ? json({ statusCode: 409, error: 'Conflict', message: ADDRESS_MESSAGES.full }, 409)
        : json({ success: false }),
    );
    const user = await typeNewAddressInEmptyBook();
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_ADDRESS_TEXT.save }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(CHECKOUT_ADDRESS_TEXT.notSaved(ADDRESS_MESSAGES.full))).toBeInTheDocument();
    await waitFor(() => expect(apiCalls('/api/checkout/send-email')).toHaveLength(1));
  });

  it('without the checkbox, a new address is not saved', async () => {
    const user = await typeNewAddressInEmptyBook();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(apiCalls('/api/checkout/send-email')).toHaveLength(1));
    expect(apiCalls('/api/me/addresses')).toEqual([]);
  });

  it('an address book that cannot be read says so, leaves the form to type in, and can be read again', async () => {
    let fail = true;
    const reads = jest.fn(() => (fail ? json({ statusCode: 503, message: 'down' }, 503) : json({ addresses: [home] })));
    global.fetch = ((url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith('/api/me/addresses') && (init?.method ?? 'GET') === 'GET'
        ? reads()
        : checkout.catalogue.fetch(url, init)) as typeof fetch;
    renderCheckout();
    expect(await screen.findByText(CHECKOUT_ADDRESS_TEXT.failed, { exact: false })).toBeInTheDocument();
    expect(field('Address')).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: CHECKOUT_ADDRESS_TEXT.save })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_ADDRESS_TEXT.retry }));
    expect(await within(group()).findByRole('radio', { name: /Asha Rao \(Default\)/ })).toBeChecked();
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
