/** The mail the shop admin gets when a shopper submits the billing form. */
import { formatRupees, type SendEmailRequest } from 'shared-contracts';
import type { MailMessage } from '../mail/mailer';

const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();
const LOOKS_LIKE_EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export function billingMail(details: SendEmailRequest, adminEmail: string): MailMessage {
  const name = oneLine(details.name) || 'a shopper';
  const rows: Array<[string, string]> = [
    ['Name', details.name],
    ['Email', details.email],
    ['Phone', details.phone],
    ['Address', details.address],
    ['City', details.city],
    ['Postal code', details.postalCode],
    ['Country', details.country],
    ['Total quantity', String(details.totalQty)],
    ['Total amount', formatRupees(details.totalAmount)],
  ];
  const email = oneLine(details.email);
  return {
    to: adminEmail,
    subject: `Billing details from ${name}`,
    text: `A shopper submitted the billing form.\n\n${rows.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n')}\n`,
    ...(LOOKS_LIKE_EMAIL.test(email) ? { replyTo: email } : {}),
  };
}

/** Trimmed copies of the text fields: the rules and the mail see what the shopper meant. */
export function trimBilling(details: SendEmailRequest): SendEmailRequest {
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
