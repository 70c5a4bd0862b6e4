/**
 * What the order mails read from an order: structural, so an `OrderRecord` with its billing details
 * fits as it is, and a test can pass a plain object.
 */
import type { BillingDetails, CartItem, PaymentMethod } from 'shared-contracts';
import type { OrderCharges } from 'shared-contracts/delivery';
import type { MailMessage } from '../mail/mailer';

export type OrderMailLine = Pick<CartItem, 'productName' | 'price' | 'quantity' | 'totalPrice' | 'variantLabel'>;

export interface OrderForMail {
  /** The order number the shopper and the owner see (the provider's order id, as in `/order/<id>`). */
  id: string;
  items: readonly OrderMailLine[];
  /** Rupees, as the server computed them: the lines after any discount plus the charges. */
  amount: number;
  /** Freight and assembly, shown as lines of their own; none when absent. */
  charges?: OrderCharges | null;
  /** The billing details saved at create-order: the address the mails show, not where they go. */
  billing: BillingDetails;
  /**
   * Where the shopper's mails go: the account's verified e-mail (shopperAddress.ts), never the
   * billing form's `email`, which anyone can type (mail to a stranger's inbox from the shop).
   */
  shopperEmail: string;
  /** 'cod': the money is collected at the door, so the mails ask for it rather than thank for it. */
  paymentMethod?: PaymentMethod;
  /** A cash-on-delivery order awaiting the shopper's confirmation: until when (ISO); the mail asks for it. */
  confirmBy?: string | null;
}

/** A mail with both parts; the mailer passes `html` on to nodemailer beside `text`. */
export interface OrderMail extends MailMessage {
  html: string;
}
