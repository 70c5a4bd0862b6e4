import { GSTIN_STATE_CODES } from './states';

/** A GSTIN's 36 symbols, in the order of their values in the check-character sum. */
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

export type GstinCheck =
  | {
      ok: true;
      /** Upper case, without surrounding spaces: the form to store and print. */
      gstin: string;
      stateCode: string;
      pan: string;
    }
  | { ok: false; message: string };

/**
 * The 15th character of a GSTIN from its first 14 (GSTN's mod-36 check): each character's value
 * (0–9, A=10 … Z=35) times a weight alternating 1, 2 from the left; each product adds its base-36
 * quotient and remainder; the check is (36 − sum mod 36) mod 36. Undefined for anything that is
 * not 14 digits and capital letters.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return undefined;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}

/**
 * Checks a regular taxpayer's GSTIN: 15 characters; a GST state code; the holder's PAN (five
 * letters, four digits, a letter); the registration's number under that PAN in the state (1–9, then
 * A–Z); "Z"; the check character. Case and surrounding spaces are forgiven. The messages say which
 * part is wrong, for a form to show as they are.
 */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.trim().toUpperCase();
  if (!gstin) return { ok: false, message: 'Enter a GSTIN.' };
  if (gstin.length !== 15) {
    return { ok: false, message: `A GSTIN has 15 characters; this one has ${gstin.length}.` };
  }
  if (!/^[0-9A-Z]+$/.test(gstin)) return { ok: false, message: 'A GSTIN has only letters and digits.' };
  const stateCode = gstin.slice(0, 2);
  if (!GSTIN_STATE_CODES.has(stateCode)) {
    return {
      ok: false,
      message: `A GSTIN starts with a state code (01–38, 97 or 99); "${stateCode}" is not one.`,
    };
  }
  const pan = gstin.slice(2, 12);
  if (!PAN_SHAPE.test(pan)) {
    return {
      ok: false,
      message: 'Characters 3 to 12 of a GSTIN are a PAN: five letters, four digits, then a letter (like ABCDE1234F).',
    };
  }
  if (gstin[12] === '0') {
    return {
      ok: false,
      message: 'The 13th character of a GSTIN (the registration under this PAN) is 1–9 or a letter, not 0.',
    };
  }
  if (gstin[13] !== 'Z') return { ok: false, message: 'The 14th character of a GSTIN is Z.' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return {
      ok: false,
      message: 'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
    };
  }
  return { ok: true, gstin, stateCode, pan };
}
