import { GST_STATES } from '../gst/states';
import { PIN_CHECK_STATES } from '../delivery/pincode';
import {
  ADDRESS_MESSAGES,
  ADDRESS_STATES,
  firstAddressProblem,
  normalizeAddress,
  normalizeIndianMobile,
  validateAddress,
  type AddressInput,
} from './index';

const home: AddressInput = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

describe('Indian mobile numbers', () => {
  it.each([
    ['+919845012345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['98450-12345', '+919845012345'],
    ['09845012345', '+919845012345'],
    ['6000000000', '+916000000000'],
  ])('%s is kept as %s', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
  });

  it.each(['+915845012345', '5845012345', '984501234', '98450123456', '+449845012345', 'phone', ''])(
    '%s is refused',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
      expect(validateAddress({ ...home, phone: typed }).phone).toBe(
        typed ? ADDRESS_MESSAGES.phone : 'Mobile number is required.',
      );
    },
  );
});

describe('validateAddress', () => {
  it('accepts a complete address; landmark and line 2 are optional', () => {
    expect(validateAddress(home)).toEqual({});
    expect(validateAddress({ ...home, landmark: 'Near Forum Mall', line2: 'Flat 3B' })).toEqual({});
  });

  it('names every missing required field', () => {
    const blank = { name: ' ', phone: '', line1: '', line2: '', landmark: '', city: '', state: '', pincode: '' };
    expect(validateAddress(blank)).toEqual({
      name: 'Full name is required.',
      phone: 'Mobile number is required.',
      line1: 'Address line 1 is required.',
      city: 'City is required.',
      state: 'State or union territory is required.',
      pincode: 'PIN code is required.',
    });
    expect(firstAddressProblem(validateAddress(blank))).toBe('Full name is required.');
    expect(firstAddressProblem({})).toBeNull();
  });

  it('refuses a state that is not one of India, and a PIN of another state', () => {
    expect(validateAddress({ ...home, state: 'Karnatak' })).toEqual({ state: ADDRESS_MESSAGES.state });
    expect(validateAddress({ ...home, pincode: '400001' }).pincode).toBe('400001 is not a pincode of Karnataka.');
    expect(validateAddress({ ...home, pincode: '56003' }).pincode).toBe(
      'Enter a 6-digit pincode that does not start with 0.',
    );
    expect(validateAddress({ ...home, state: 'Maharashtra', pincode: '400001' })).toEqual({});
    expect(validateAddress({ ...home, state: 'Puducherry', pincode: '533464' })).toEqual({});
    expect(validateAddress({ ...home, state: 'Puducherry', pincode: '605001' })).toEqual({});
  });

  it('refuses over-long text', () => {
    expect(validateAddress({ ...home, city: 'x'.repeat(101) }).city).toBe('City must be at most 100 characters.');
  });

  it('the state list is GST_STATES, and the PIN check knows each of them', () => {
    expect(ADDRESS_STATES).toHaveLength(GST_STATES.length);
    expect([...ADDRESS_STATES].sort()).toEqual([...PIN_CHECK_STATES].sort());
  });

  it('stores trimmed text and the phone as +91 and ten digits', () => {
    expect(normalizeAddress({ ...home, name: '  Asha Rao ', phone: '98450 12345' })).toEqual({
      ...home,
      phone: '+919845012345',
    });
  });
});
