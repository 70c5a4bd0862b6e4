/**
 * Between the address book and the checkout form: a saved address fills the form's delivery
 * fields, and an address typed at checkout becomes an address-book entry when the shopper asks.
 */
import type { AddressInput, BillingDetails, SavedAddress } from 'shared-contracts';
import { GST_STATES, gstStateByCode } from 'shared-contracts/gst';

/** The form fields an address fills: the billing fields that describe where to deliver, and the state. */
export type AddressFormFields = Pick<
  BillingDetails,
  'name' | 'phone' | 'address' | 'city' | 'postalCode' | 'country'
> & {
  stateCode: string;
};

/** What the form shows for a saved address; the lines and landmark read as one address line. */
export function formFieldsOfAddress(address: SavedAddress): AddressFormFields {
  return {
    name: address.name,
    phone: address.phone,
    address: [address.line1, address.line2, address.landmark].filter((part) => part.trim() !== '').join(', '),
    city: address.city,
    postalCode: address.pincode,
    country: 'India',
    stateCode: GST_STATES.find((state) => state.name === address.state)?.code ?? '',
  };
}

/** The delivery fields "a new address" starts from: the name and phone stay (usually the shopper's own). */
export const NEW_ADDRESS_FIELDS: Pick<AddressFormFields, 'address' | 'city' | 'postalCode' | 'stateCode'> = {
  address: '',
  city: '',
  postalCode: '',
  stateCode: '',
};

/** The address-book entry for what was typed at checkout (the address book checks it before saving). */
export function addressOfForm(billing: BillingDetails, stateCode: string): AddressInput {
  return {
    name: billing.name,
    phone: billing.phone,
    line1: billing.address,
    line2: '',
    landmark: '',
    city: billing.city,
    state: gstStateByCode(stateCode)?.name ?? '',
    pincode: billing.postalCode.replace(/\s/g, ''),
  };
}

/** One line naming a saved address in the picker. */
export const addressSummary = (address: SavedAddress): string =>
  [address.line1, address.line2, address.landmark, `${address.city} ${address.pincode}`, address.state]
    .filter((part) => part.trim() !== '')
    .join(', ');

export const CHECKOUT_ADDRESS_TEXT = {
  legend: 'Deliver to',
  loading: 'Loading your saved addresses…',
  failed: 'Could not load your saved addresses. You can type the address below, or try again.',
  retry: 'Try again',
  empty: 'You have no saved addresses yet. Type the address below; you can save it for next time.',
  newAddress: 'A new address',
  defaultBadge: 'Default',
  save: 'Save this address to my address book',
  saving: 'Saving the address…',
  saved: 'The address was saved to your address book.',
  notSaved: (reason: string): string => `The address was not saved (${reason}); your order goes ahead.`,
  manage: 'Manage addresses',
} as const;
