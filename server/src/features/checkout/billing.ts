/** The checkout form's billing details as the server accepts them: trimmed, then checked by the form's own rules. */
import { hasErrors, type BillingDetails, type FieldErrors } from 'shared-contracts';
import { httpError } from '../../http-errors';

/** Trimmed copies of the text fields: the rules, the order and its mails see what the shopper meant. */
export function trimBilling<T extends BillingDetails>(details: T): T {
  const t = (value: string) => value.trim();
  return {
    ...details,
    name: t(details.name),
    email: t(details.email),
    phone: t(details.phone),
    address: t(details.address),
    city: t(details.city),
    postalCode: t(details.postalCode),
    country: t(details.country),
  };
}

/** A 400 naming every bad field, in the form's order, so one answer says all that needs fixing. */
export function refuseBadFields<T>(errors: FieldErrors<T>): void {
  if (hasErrors(errors)) throw httpError(400, Object.values(errors).join(' '));
}
