import { MESSAGES } from './messages';
import {
  BILLING_MESSAGES,
  PASSWORD_SPECIALS,
  isStrongPassword,
  validateBilling,
  validateLogin,
  validateNewPassword,
  validatePasswordResetRequest,
  validateSendEmail,
  validateSignup,
} from './validation';

describe('password rule (spec §5)', () => {
  it('accepts 6 characters with every class', () => {
    expect(isStrongPassword('Ab1@cd')).toBe(true);
  });

  it('rejects 5 characters even with every class', () => {
    expect(isStrongPassword('Ab1@c')).toBe(false);
  });

  it.each([
    ['no uppercase', 'ab1@cdef'],
    ['no lowercase', 'AB1@CDEF'],
    ['no digit', 'Abc@defg'],
    ['no special character', 'Abc1defg'],
  ])('rejects a password with %s', (_label, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it.each([...PASSWORD_SPECIALS])('accepts the special character %s', (special) => {
    expect(isStrongPassword(`Abcde1${special}`)).toBe(true);
  });

  it.each(['^', '-', '_', '+', '(', ' '])('does not count %j as the special character', (other) => {
    expect(isStrongPassword(`Abcde1${other}`)).toBe(false);
  });

  it('uses exactly the special set @$!%*?#&', () => {
    expect(PASSWORD_SPECIALS).toBe('@$!%*?#&');
  });
});

describe('validateSignup', () => {
  it('requires username, email and password', () => {
    expect(validateSignup({ username: ' ', email: '', password: '' })).toEqual({
      username: 'Username is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('gives the exact password message of the spec', () => {
    const errors = validateSignup({ username: 'Asha', email: 'asha@example.com', password: 'weak' });
    expect(errors.password).toBe(
      'Password must be at least 6 characters long and include uppercase, lowercase, number, and special character.',
    );
    expect(errors.password).toBe(MESSAGES.passwordRule);
  });

  it('passes a complete, strong signup', () => {
    expect(validateSignup({ username: 'Asha', email: 'asha@example.com', password: 'Teak#2025' })).toEqual({});
  });
});

describe('validatePasswordResetRequest', () => {
  it('needs a well-formed e-mail', () => {
    expect(validatePasswordResetRequest({ email: ' ' })).toEqual({ email: 'Email is required.' });
    expect(validatePasswordResetRequest({ email: 'asha@' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validatePasswordResetRequest({ email: ' asha@example.com ' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('applies the signup password rule', () => {
    expect(validateNewPassword({ password: '' })).toEqual({ password: 'Password is required.' });
    expect(validateNewPassword({ password: 'teak2025' })).toEqual({
      password:
        'Password must be at least 6 characters long and include uppercase, lowercase, number, and special character.',
    });
    expect(validateNewPassword({ password: 'Teak#2026' })).toEqual({});
  });
});

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
});

describe('validateBilling / validateSendEmail (the checkout form and POST send-email)', () => {
  const good = {
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '+91 98765-43210',
    address: '12 Banyan Lane',
    city: 'Pune',
    postalCode: '411001',
    country: 'India',
  };
  const body = { ...good, totalQty: 3, totalAmount: 124500 };

  it('passes a complete Indian address, with the values trimmed', () => {
    expect(validateBilling(good)).toEqual({});
    expect(validateBilling({ ...good, name: '  Asha  ', postalCode: ' 411 001 ' })).toEqual({});
    expect(validateSendEmail(body)).toEqual({});
  });

  it('requires every field, one message each', () => {
    const blank = { name: ' ', email: '', phone: '', address: '', city: '', postalCode: '', country: '' };
    expect(validateBilling(blank)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      address: 'Address is required.',
      city: 'City is required.',
      postalCode: 'Postal code is required.',
      country: 'Country is required.',
    });
  });

  it.each(['not-an-email', 'asha@', 'asha@example', 'a sha@example.in'])('refuses the email %j', (email) => {
    expect(validateBilling({ ...good, email }).email).toBe('Enter a valid email address.');
  });

  it.each(['09876543210', '+919876543210', '+91 98765 43210', '020-2612-3456', '1234567'])(
    'accepts the phone %j',
    (phone) => {
      expect(validateBilling({ ...good, phone }).phone).toBeUndefined();
    },
  );

  it.each([
    '98765',
    'phone',
    '++919876543210',
    '98765 43210 ext 2',
    '+',
    '1234567890123456',
    '98765--43210',
    ' -98765 43210',
  ])('refuses the phone %j', (phone) => {
    expect(validateBilling({ ...good, phone }).phone).toBe(BILLING_MESSAGES.phone);
  });

  it('in India the postal code is a 6-digit PIN', () => {
    for (const postalCode of ['41100', '4110011', '011001', 'AB1234', 'SW1A 1AA']) {
      expect(validateBilling({ ...good, postalCode }).postalCode).toBe('Enter a valid 6-digit PIN code.');
    }
    expect(validateBilling({ ...good, country: 'india', postalCode: '560 034' }).postalCode).toBeUndefined();
  });

  it('elsewhere it is 3 to 10 letters or digits', () => {
    for (const [country, postalCode] of [
      ['United Kingdom', 'SW1A 1AA'],
      ['USA', '94103-1234'],
      ['Nepal', '44600'],
      ['Japan', '100-0001'],
    ]) {
      expect(
        validateBilling({ ...good, country: country ?? '', postalCode: postalCode ?? '' }).postalCode,
      ).toBeUndefined();
    }
    for (const postalCode of ['12', '12345678901', 'AB#12', '12  34']) {
      expect(validateBilling({ ...good, country: 'Germany', postalCode }).postalCode).toBe(BILLING_MESSAGES.postalCode);
    }
  });

  it('bounds the length of the text fields', () => {
    expect(validateBilling({ ...good, city: 'x'.repeat(101) }).city).toBe('City must be at most 100 characters.');
    expect(validateBilling({ ...good, email: `${'a'.repeat(250)}@example.in` }).email).toBe(
      'Email must be at most 254 characters.',
    );
    expect(validateBilling({ ...good, address: 'x'.repeat(500) }).address).toBeUndefined();
  });

  it('needs at least one whole item and an amount above zero', () => {
    expect(validateSendEmail({ ...body, totalQty: 0, totalAmount: 0 })).toEqual({
      totalQty: BILLING_MESSAGES.totalQty,
      totalAmount: BILLING_MESSAGES.totalAmount,
    });
    expect(validateSendEmail({ ...body, totalQty: 1.5, totalAmount: -3 })).toEqual({
      totalQty: BILLING_MESSAGES.totalQty,
      totalAmount: BILLING_MESSAGES.totalAmount,
    });
    expect(validateSendEmail({ ...body, totalQty: 1, totalAmount: 0.01 })).toEqual({});
  });
});
