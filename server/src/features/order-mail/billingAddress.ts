/** The billing address as the order mails print it: name, street, city and postal code, country. */
import type { BillingDetails } from 'shared-contracts';
import { escapeHtml } from './escapeHtml';
import { oneLine } from './plainText';

type AddressFields = Pick<BillingDetails, 'name' | 'address' | 'city' | 'postalCode' | 'country'>;

const addressLines = (billing: AddressFields): string[] =>
  [billing.name, billing.address, `${oneLine(billing.city)} ${oneLine(billing.postalCode)}`, billing.country]
    .map(oneLine)
    .filter((line) => line !== '');

export const billingAddressText = (billing: AddressFields): string => addressLines(billing).join('\n');

export const billingAddressHtml = (billing: AddressFields): string =>
  addressLines(billing).map(escapeHtml).join('<br>');
