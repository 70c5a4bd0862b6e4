/** Billing details that pass the form's rules, for checkout, order and mail tests. */
import type { BillingDetails } from 'shared-contracts';

export const BILLING: BillingDetails = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Jaipur',
  postalCode: '302001',
  country: 'India',
};
