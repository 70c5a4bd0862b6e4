/** The request bodies and owned ids the route × role matrix sends (security/route-access.ts). */
import type { InjectOptions } from 'fastify';
import type { AddressInput, CouponInput } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from 'shared-contracts/delivery';
import type { GstSettings } from 'shared-contracts/gst';
import { userReviewId } from '../features/reviews/reviewRecord';
import { couponTerms } from '../features/coupons/test-support';

/** The order the owner routes act on: the matrix creates it for `user` before it runs. */
export const OWNED_ORDER_ID = '{owned-order}';

/** `user`'s review of product 01: the matrix posts it before it runs. */
export const OWNED_REVIEW_ID = userReviewId('01', 'asha');

export const REVIEW_BODY = { name: 'Asha Rao', text: 'Solid chair, sits well.', rating: 4 };

export const PRODUCT_BODY = {
  productName: 'Sheesham Writing Desk',
  shortDesc: 'A compact desk in solid sheesham.',
  description: 'Hand-finished sheesham wood with one drawer.',
  category: 'Study Table',
  price: 18500,
  imgUrl: 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png',
};

/** A seller in Maharashtra (the GSTIN's check character is right). */
export const GST_SETTINGS_BODY: GstSettings = {
  legalName: 'Lakdi Kala Furniture Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '14 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

export const BILLING_DETAILS = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  address: '12 MG Road',
  city: 'Bengaluru',
  postalCode: '560001',
  country: 'India',
};

export const BILLING_BODY = { ...BILLING_DETAILS, totalQty: 1, totalAmount: 12500 };

/** The seed table with one row of freight for Bengaluru. */
export const DELIVERY_TABLE_BODY: DeliveryTable = {
  ...DEFAULT_DELIVERY_TABLE,
  rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '560', freightPaise: 49_900, freeAbovePaise: 1_000_000 }],
};

export const CART_LINE = { id: '01', productName: 'Sheesham Chair', imgUrl: '/x.svg', price: 4500, quantity: 1 };

/** A shopper's address that passes every check (PIN of the state, +91 mobile). */
export const ADDRESS_BODY: AddressInput = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

/** 10 % off every order, no limits. */
export const COUPON_BODY: CouponInput = couponTerms({ code: 'MATRIX10' });

/** A JSON request of the table. */
export const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object): InjectOptions => ({
  method,
  url,
  payload,
});
