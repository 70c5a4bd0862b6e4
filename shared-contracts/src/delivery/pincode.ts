/**
 * Indian PIN codes: six digits, the first (1–8 on land, 9 for the army's post offices) the postal
 * zone, which is enough to catch an address whose state and PIN cannot belong together.
 *
 * The states and union territories here are this module's own list, kept for the PIN check; a
 * shared list of states may replace it when there is one.
 */

const PINCODE = /^[1-9]\d{5}$/;

export const PINCODE_MESSAGES = {
  invalid: 'Enter a 6-digit pincode that does not start with 0.',
  stateMismatch: (pincode: string, state: string): string => `${pincode} is not a pincode of ${state}.`,
  unknownState: (state: string): string => `${state} is not a state or union territory of India.`,
} as const;

/** A valid pincode: six digits, the first not 0 (spaces are not part of it: trim first). */
export const isValidPincode = (value: string): boolean => PINCODE.test(value);

/**
 * Each state and union territory with the first digits its pincodes start with (India Post's
 * postal zones). Puducherry has both 5 (Yanam, inside Andhra Pradesh) and 6 (Puducherry,
 * Karaikal, Mahé). 9 is the Army Postal Service, in no state.
 */
const PIN_ZONES_BY_STATE: Readonly<Record<string, readonly number[]>> = {
  'Andaman and Nicobar Islands': [7],
  'Andhra Pradesh': [5],
  'Arunachal Pradesh': [7],
  Assam: [7],
  Bihar: [8],
  Chandigarh: [1],
  Chhattisgarh: [4],
  'Dadra and Nagar Haveli and Daman and Diu': [3],
  Delhi: [1],
  Goa: [4],
  Gujarat: [3],
  Haryana: [1],
  'Himachal Pradesh': [1],
  'Jammu and Kashmir': [1],
  Jharkhand: [8],
  Karnataka: [5],
  Kerala: [6],
  Ladakh: [1],
  Lakshadweep: [6],
  'Madhya Pradesh': [4],
  Maharashtra: [4],
  Manipur: [7],
  Meghalaya: [7],
  Mizoram: [7],
  Nagaland: [7],
  Odisha: [7],
  Puducherry: [5, 6],
  Punjab: [1],
  Rajasthan: [3],
  Sikkim: [7],
  'Tamil Nadu': [6],
  Telangana: [5],
  Tripura: [7],
  'Uttar Pradesh': [2],
  Uttarakhand: [2],
  'West Bengal': [7],
};

/** The states and union territories the PIN check knows, in alphabetical order. */
export const PIN_CHECK_STATES: readonly string[] = Object.keys(PIN_ZONES_BY_STATE);

/** The first digits a state's pincodes start with; empty for a name that is not a state or UT. */
export const pinZonesOf = (state: string): readonly number[] => PIN_ZONES_BY_STATE[state] ?? [];

/**
 * Why a pincode cannot be the given state's, or null when it can: a malformed pincode, a name that
 * is not a state or union territory, or a first digit outside the state's postal zone.
 */
export function pincodeStateProblem(pincode: string, state: string): string | null {
  if (!isValidPincode(pincode)) return PINCODE_MESSAGES.invalid;
  const zones = pinZonesOf(state);
  if (zones.length === 0) return PINCODE_MESSAGES.unknownState(state);
  return zones.includes(Number(pincode[0])) ? null : PINCODE_MESSAGES.stateMismatch(pincode, state);
}
