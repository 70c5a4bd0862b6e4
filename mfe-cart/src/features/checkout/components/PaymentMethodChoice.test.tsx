import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DELIVERY_TABLE } from 'shared-contracts/delivery';
import { json } from '../../../test/fakeCatalogue';
import { CASH_ON_DELIVERY_TEXT } from '../utils/cashOnDelivery';
import { apiCalls, chair, home, renderCheckout, setUpCheckoutTests } from './checkoutTestSetup';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const checkout = setUpCheckoutTests((path) => {
  if (path === '/api/checkout/send-email') return json({ success: true });
  if (path === '/api/checkout/create-order') return json({ id: 'cod_1', key: '', paymentMethod: 'cod', tax: null });
  return json({});
});
beforeEach(() => {
  checkout.catalogue.addresses = [home];
});

const paymentGroup = () => screen.getByRole('group', { name: CASH_ON_DELIVERY_TEXT.legend });
const codChoice = () => within(paymentGroup()).getByRole('radio', { name: CASH_ON_DELIVERY_TEXT.cod });
const createOrderBodies = () => apiCalls('/api/checkout/create-order').map(({ body }) => body);

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
    checkout.catalogue.delivery.table = {
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
    checkout.catalogue.delivery.table = {
      ...DEFAULT_DELIVERY_TABLE,
      rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '560', codAllowed: false, codCapPaise: 0 }],
    };
    renderCheckout();
    await waitFor(() => expect(codChoice()).toHaveAccessibleDescription(CASH_ON_DELIVERY_TEXT.notHere('560034')));
    expect(codChoice()).toBeDisabled();
  });
});
