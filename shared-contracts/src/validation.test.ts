import { MESSAGES } from './messages';
import { PASSWORD_SPECIALS, isStrongPassword, validateLogin, validateSignup } from './validation';

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

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
});
