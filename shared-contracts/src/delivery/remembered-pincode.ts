/**
 * The pincode a shopper last checked, kept in this browser so the product page and the cart (two
 * remotes that never import each other) show the same one, with its answer, on the next page.
 */
import { ApiError } from '../api';
import { isValidPincode } from './pincode';

/** The one localStorage key both remotes read and write. */
export const REMEMBERED_PINCODE_KEY = 'storefront.delivery-pincode.v1';

/** The remembered pincode, or null when none (or something that is not a pincode) is stored. */
export function readRememberedPincode(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const value = storage?.getItem(REMEMBERED_PINCODE_KEY) ?? null;
    return value !== null && isValidPincode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a valid pincode; storage switched off or full only means it is not remembered. */
export function rememberPincode(storage: Pick<Storage, 'setItem'> | null, pincode: string): void {
  if (!isValidPincode(pincode)) return;
  try {
    storage?.setItem(REMEMBERED_PINCODE_KEY, pincode);
  } catch {
    // Not remembered: the check itself still answered.
  }
}

/** What the pincode box says, the same on the product page and in the cart. */
export const DELIVERY_CHECK_TEXT = {
  heading: 'Check delivery',
  label: 'Pincode',
  submit: 'Check',
  checking: 'Checking delivery…',
  advice: 'You can still add it to your cart; checkout tells you if we cannot deliver there.',
  tooManyChecks: 'Too many delivery checks just now. Please wait a minute and try again.',
  offline: 'Could not reach the shop to check delivery. Check your connection and try again.',
  unavailable: 'The delivery check is not available right now. Please try again in a moment.',
} as const;

/**
 * Why a delivery check failed, in a sentence for the shopper: the server's own words for a
 * refused question (400, 404), a plain sentence for a rate limit, a server fault or no network.
 */
export function deliveryCheckErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return DELIVERY_CHECK_TEXT.tooManyChecks;
    if (error.status === 400 || error.status === 404) return error.message;
    return DELIVERY_CHECK_TEXT.unavailable;
  }
  return DELIVERY_CHECK_TEXT.offline;
}
