/**
 * A signed-in shopper's address book: the address's fields, the API's paths and bodies, and the
 * checks the server and the browser both run, so a refusal reads the same in either place.
 */
import type { ApiRequest } from '../api';
import { isValidPincode, pincodeStateProblem, PINCODE_MESSAGES } from '../delivery/pincode';
import { GST_STATES } from '../gst/states';

export const ADDRESS_API_PATHS = {
  /** GET the book; POST an address (AddressInput) to add it. */
  addresses: '/api/me/addresses',
  /** GET the pincode the account remembers for delivery checks; PUT ({ pincode }) remembers one. */
  deliveryPincode: '/api/me/delivery-pincode',
  /** DELETE the caller's account (the sign-in account, cart, wishlist and addresses). */
  me: '/api/me',
} as const;

/** PUT (AddressInput) replaces an address, DELETE removes it. */
export const addressPath = (id: string): string => `${ADDRESS_API_PATHS.addresses}/${encodeURIComponent(id)}`;
/** POST: this address becomes the default. */
export const defaultAddressPath = (id: string): string => `${addressPath(id)}/default`;

/** What a shopper types for one address. */
export interface AddressInput {
  name: string;
  /** +91 and ten digits, the first 6–9; stored as `+91XXXXXXXXXX`. */
  phone: string;
  line1: string;
  line2: string;
  /** Optional (may be empty). */
  landmark: string;
  city: string;
  /** A state or union territory's name, as GST_STATES spells it. */
  state: string;
  pincode: string;
}

export interface SavedAddress extends AddressInput {
  id: string;
  isDefault: boolean;
}

/** Every answer of the address API: the whole book, the default first, then oldest first. */
export interface AddressBookResponse {
  addresses: SavedAddress[];
}

/**
 * The account's delivery pincode: the one the shopper last checked while signed in, else the
 * default address's PIN, else null.
 */
export interface DeliveryPincodeResponse {
  pincode: string | null;
}

/** The body of PUT /api/me/delivery-pincode: a valid Indian PIN (6 digits, not starting with 0). */
export interface DeliveryPincodeRequest {
  pincode: string;
}

/** The answer of DELETE /api/me. */
export interface DeleteAccountResponse {
  uid: string;
  authAccountDeleted: boolean;
  /** Orders kept for the shop's accounts, with their personal data reduced. */
  ordersKept: number;
}

export const ADDRESS_LIMITS = {
  maxAddresses: 20,
  name: 100,
  phone: 20,
  line1: 200,
  line2: 200,
  landmark: 100,
  city: 100,
  state: 60,
  pincode: 10,
} as const;

export const ADDRESS_FIELDS = ['name', 'phone', 'line1', 'line2', 'landmark', 'city', 'state', 'pincode'] as const;

export const ADDRESS_LABELS: Record<keyof AddressInput, string> = {
  name: 'Full name',
  phone: 'Mobile number',
  line1: 'Address line 1',
  line2: 'Address line 2',
  landmark: 'Landmark (optional)',
  city: 'City',
  state: 'State or union territory',
  pincode: 'PIN code',
};

/** The names a state field may hold, in GST code order. */
export const ADDRESS_STATES: readonly string[] = GST_STATES.map((entry) => entry.name);

export const ADDRESS_MESSAGES = {
  required: (label: string): string => `${label} is required.`,
  tooLong: (label: string, max: number): string => `${label} must be at most ${max} characters.`,
  phone: 'Enter a mobile number: +91 and 10 digits, the first 6, 7, 8 or 9.',
  state: 'Choose a state or union territory of India.',
  full: `Your address book is full (${ADDRESS_LIMITS.maxAddresses} addresses): delete one first.`,
  notFound: 'No such address in your address book.',
} as const;

/** An Indian mobile number as typed: an optional +91 (or 0), then ten digits, spaces or hyphens between. */
const MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;

/** The number as stored (`+91XXXXXXXXXX`), or null when it is not an Indian mobile number. */
export function normalizeIndianMobile(value: string): string | null {
  const match = MOBILE.exec(value.replace(/[\s-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

/** Why each field of an address cannot be saved (surrounding spaces ignored); empty when it can. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const value = input[field].trim();
    if (!value && field !== 'landmark' && field !== 'line2')
      errors[field] = ADDRESS_MESSAGES.required(ADDRESS_LABELS[field]);
    else if (value.length > ADDRESS_LIMITS[field])
      errors[field] = ADDRESS_MESSAGES.tooLong(ADDRESS_LABELS[field], ADDRESS_LIMITS[field]);
  }
  if (!errors.phone && normalizeIndianMobile(input.phone) === null) errors.phone = ADDRESS_MESSAGES.phone;
  const state = input.state.trim();
  if (!errors.state && !ADDRESS_STATES.includes(state)) errors.state = ADDRESS_MESSAGES.state;
  if (!errors.pincode) {
    const pincode = input.pincode.trim();
    // Without a known state only the PIN's own shape is judged: the state's message says the rest.
    const problem = errors.state
      ? isValidPincode(pincode)
        ? null
        : PINCODE_MESSAGES.invalid
      : pincodeStateProblem(pincode, state);
    if (problem) errors.pincode = problem;
  }
  return errors;
}

/** The address as stored: trimmed, the phone as `+91XXXXXXXXXX`. Call after validateAddress found nothing. */
export function normalizeAddress(input: AddressInput): AddressInput {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, input[field].trim()]),
  ) as unknown as AddressInput;
  return { ...trimmed, phone: normalizeIndianMobile(trimmed.phone) ?? trimmed.phone };
}

/** The first problem in form order, for a one-line refusal (the server's 400); null when none. */
export function firstAddressProblem(errors: AddressErrors): string | null {
  const field = ADDRESS_FIELDS.find((name) => errors[name] !== undefined);
  return field ? (errors[field] ?? null) : null;
}

/** The caller's address book, the default first (checkout picks from it). */
export const fetchAddresses = async (api: ApiRequest): Promise<SavedAddress[]> =>
  (await api<AddressBookResponse>('GET', ADDRESS_API_PATHS.addresses)).addresses;

export const addAddress = async (
  api: ApiRequest,
  address: AddressInput,
  makeDefault = false,
): Promise<SavedAddress[]> =>
  (await api<AddressBookResponse>('POST', ADDRESS_API_PATHS.addresses, { ...address, makeDefault })).addresses;

export const updateAddress = async (api: ApiRequest, id: string, address: AddressInput): Promise<SavedAddress[]> =>
  (await api<AddressBookResponse>('PUT', addressPath(id), address)).addresses;

export const deleteAddress = async (api: ApiRequest, id: string): Promise<SavedAddress[]> =>
  (await api<AddressBookResponse>('DELETE', addressPath(id))).addresses;

export const makeDefaultAddress = async (api: ApiRequest, id: string): Promise<SavedAddress[]> =>
  (await api<AddressBookResponse>('POST', defaultAddressPath(id))).addresses;

/** The pincode the signed-in account remembers for delivery checks, or null. */
export const fetchAccountPincode = async (api: ApiRequest): Promise<string | null> =>
  (await api<DeliveryPincodeResponse>('GET', ADDRESS_API_PATHS.deliveryPincode)).pincode;

/** Remembers a checked pincode in the signed-in account (the server refuses one that is not a PIN). */
export const rememberAccountPincode = async (api: ApiRequest, pincode: string): Promise<string | null> =>
  (
    await api<DeliveryPincodeResponse>('PUT', ADDRESS_API_PATHS.deliveryPincode, {
      pincode,
    } satisfies DeliveryPincodeRequest)
  ).pincode;

/** Deletes the caller's account on the server; sign out afterwards. */
export const deleteMyAccount = (api: ApiRequest): Promise<DeleteAccountResponse> =>
  api<DeleteAccountResponse>('DELETE', ADDRESS_API_PATHS.me);
