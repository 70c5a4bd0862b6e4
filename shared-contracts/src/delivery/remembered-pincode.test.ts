import { ApiError } from '../api';
import {
  DELIVERY_CHECK_TEXT,
  REMEMBERED_PINCODE_KEY,
  deliveryCheckErrorText,
  readRememberedPincode,
  rememberPincode,
} from './remembered-pincode';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

it('remembers a valid pincode under the one key and reads it back', () => {
  const storage = memoryStorage();
  rememberPincode(storage, '560034');
  expect(storage.values.get(REMEMBERED_PINCODE_KEY)).toBe('560034');
  expect(readRememberedPincode(storage)).toBe('560034');
});

it('keeps no invalid pincode and reads none back from a tampered store', () => {
  const storage = memoryStorage();
  rememberPincode(storage, '012345');
  expect(storage.values.size).toBe(0);
  storage.values.set(REMEMBERED_PINCODE_KEY, '<script>');
  expect(readRememberedPincode(storage)).toBeNull();
  expect(readRememberedPincode(null)).toBeNull();
});

it('survives storage that throws', () => {
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('full');
    },
  };
  expect(readRememberedPincode(throwing)).toBeNull();
  expect(() => rememberPincode(throwing, '560034')).not.toThrow();
});

it('says why a check failed in a sentence', () => {
  expect(deliveryCheckErrorText(new ApiError(429, 'Rate limit exceeded'))).toBe(DELIVERY_CHECK_TEXT.tooManyChecks);
  expect(deliveryCheckErrorText(new ApiError(400, 'Enter a 6-digit pincode.'))).toBe('Enter a 6-digit pincode.');
  expect(deliveryCheckErrorText(new ApiError(503, 'oops'))).toBe(DELIVERY_CHECK_TEXT.unavailable);
  expect(deliveryCheckErrorText(new TypeError('Failed to fetch'))).toBe(DELIVERY_CHECK_TEXT.offline);
});
