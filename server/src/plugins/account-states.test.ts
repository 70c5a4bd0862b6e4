import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { createAccountStates, type AccountState } from './account-states';
import { firebaseTokenVerifier } from './auth';

describe('account states: the revocation check’s cache', () => {
  const active: AccountState = { validSinceMs: 0, disabled: false };

  it('asks once per uid within the TTL, again after it, and at once when fresh', async () => {
    let clock = 0;
    const load = jest.fn(async () => active);
    const states = createAccountStates(load, { ttlMs: 60_000, now: () => clock });
    await states.get('asha', false);
    clock = 59_999;
    await states.get('asha', false);
    expect(load).toHaveBeenCalledTimes(1);
    await states.get('asha', true);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 59_999 + 60_000;
    await states.get('asha', false);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load among concurrent requests for a uid', async () => {
    const load = jest.fn(async () => active);
    const states = createAccountStates(load);
    await Promise.all(Array.from({ length: 50 }, () => states.get('asha', false)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forget drops the account, so the next request asks again', async () => {
    const load = jest.fn(async () => active);
    const states = createAccountStates(load);
    await states.get('asha', false);
    states.forget('asha');
    await states.get('asha', false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries accounts, dropping the oldest', async () => {
    const load = jest.fn(async (_uid: string) => active);
    const states = createAccountStates(load, { maxEntries: 2 });
    for (const uid of ['a', 'b', 'c']) await states.get(uid, false);
    await states.get('c', false);
    await states.get('a', false);
    expect(load.mock.calls.map(([uid]) => uid)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('a failed load is not remembered', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ECONNRESET')).mockResolvedValue(active);
    const states = createAccountStates(load);
    await expect(states.get('asha', false)).rejects.toThrow('ECONNRESET');
    await expect(states.get('asha', false)).resolves.toEqual(active);
  });
});

describe('firebaseTokenVerifier: revocation from a short-lived cache', () => {
  const SIGNED_IN_AT = 1_700_000_000; // seconds, the token's auth_time
  let user: Pick<UserRecord, 'tokensValidAfterTime' | 'disabled'>;
  const getUser = jest.fn(async () => user as UserRecord);
  const verifyIdToken = jest.fn(async (token: string, checkRevoked?: boolean) => {
    if (checkRevoked) throw new Error('the verifier checks revocation itself, from its cache');
    if (token !== 'good') throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    return { uid: 'asha', auth_time: SIGNED_IN_AT, email: 'asha@example.com', email_verified: true } as DecodedIdToken;
  });
  const auth = { getUser, verifyIdToken } as unknown as Auth;

  beforeEach(() => {
    user = { tokensValidAfterTime: new Date((SIGNED_IN_AT - 60) * 1000).toUTCString(), disabled: false };
    getUser.mockClear();
  });

  it('accepts a valid token and asks Auth about the account once a minute, not per request', async () => {
    const verify = firebaseTokenVerifier(auth);
    for (let i = 0; i < 20; i += 1) {
      await expect(verify('good')).resolves.toEqual({ uid: 'asha', email: 'asha@example.com', emailVerified: true });
    }
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('a fresh check sees a revocation at once; a cached one within the TTL', async () => {
    const verify = firebaseTokenVerifier(auth);
    await verify('good');
    user = { ...user, tokensValidAfterTime: new Date((SIGNED_IN_AT + 5) * 1000).toUTCString() };
    await expect(verify('good')).resolves.toMatchObject({ uid: 'asha' });
    await expect(verify('good', { fresh: true })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session was ended. Sign in again.',
    });
    // the fresh answer is cached too
    await expect(verify('good')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a disabled account, and a deleted one (401), and answers 503 when Auth cannot be asked', async () => {
    user = { ...user, disabled: true };
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'This account is disabled.',
    });
    getUser.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 'auth/user-not-found' }));
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'This account no longer exists.',
    });
    getUser.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({ statusCode: 503 });
    await expect(firebaseTokenVerifier(auth)('forged')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Sign in to continue.',
    });
  });

  it('forget(uid) makes the next request ask Auth again', async () => {
    const verify = firebaseTokenVerifier(auth);
    await verify('good');
    verify.forget?.('asha');
    await verify('good');
    expect(getUser).toHaveBeenCalledTimes(2);
  });
});
