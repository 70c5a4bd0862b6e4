import { isValidPincode, PIN_CHECK_STATES, pinZonesOf, pincodeStateProblem, PINCODE_MESSAGES } from './pincode';

describe('isValidPincode', () => {
  it('takes six digits whose first is not 0', () => {
    expect(isValidPincode('560034')).toBe(true);
    expect(isValidPincode('110001')).toBe(true);
    expect(isValidPincode('999999')).toBe(true);
  });

  it('refuses a leading 0, the wrong length, letters and spaces', () => {
    for (const value of ['060034', '56003', '5600345', '56003a', ' 560034', '560 034', '', '５６００３４']) {
      expect(isValidPincode(value)).toBe(false);
    }
  });
});

describe('pincodeStateProblem', () => {
  it("accepts a pincode in its state's postal zone", () => {
    expect(pincodeStateProblem('560034', 'Karnataka')).toBeNull();
    expect(pincodeStateProblem('110001', 'Delhi')).toBeNull();
    expect(pincodeStateProblem('400001', 'Maharashtra')).toBeNull();
    expect(pincodeStateProblem('403001', 'Goa')).toBeNull();
    expect(pincodeStateProblem('194101', 'Ladakh')).toBeNull();
    expect(pincodeStateProblem('737101', 'Sikkim')).toBeNull();
    expect(pincodeStateProblem('800001', 'Bihar')).toBeNull();
    expect(pincodeStateProblem('396210', 'Dadra and Nagar Haveli and Daman and Diu')).toBeNull();
  });

  it("accepts both of Puducherry's zones (Yanam is 5, Puducherry and Karaikal 6)", () => {
    expect(pincodeStateProblem('533464', 'Puducherry')).toBeNull();
    expect(pincodeStateProblem('605001', 'Puducherry')).toBeNull();
    expect(pincodeStateProblem('405001', 'Puducherry')).toBe(PINCODE_MESSAGES.stateMismatch('405001', 'Puducherry'));
  });

  it('names a pincode from another zone, a malformed pincode and an unknown state', () => {
    expect(pincodeStateProblem('560034', 'Kerala')).toBe('560034 is not a pincode of Kerala.');
    expect(pincodeStateProblem('110001', 'Uttar Pradesh')).toBe('110001 is not a pincode of Uttar Pradesh.');
    expect(pincodeStateProblem('012345', 'Delhi')).toBe(PINCODE_MESSAGES.invalid);
    expect(pincodeStateProblem('560034', 'Narnia')).toBe('Narnia is not a state or union territory of India.');
  });

  it('knows the 28 states and 8 union territories, each in a land zone 1–8 (9 is the army post)', () => {
    expect(PIN_CHECK_STATES).toHaveLength(36);
    for (const state of PIN_CHECK_STATES) {
      const zones = pinZonesOf(state);
      expect(zones.length).toBeGreaterThan(0);
      for (const zone of zones) expect(zone >= 1 && zone <= 8).toBe(true);
    }
  });
});
