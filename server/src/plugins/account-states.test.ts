import type { Auth, DecodedIdToken, GetUsersResult, UserRecord } from 'firebase-admin/auth';
import { createAccountStates, type AccountState } from './account-states';
import { firebaseTokenVerifier } from './auth';

describe('account states: the revocation check’s cache (at most 5 s old)', () => {
  const active: AccountState = { validSinceMs: 0, disabled: false, deleted: false };
  /** A lookup that answers `active` for every uid and records each call's uids. */
  const lookups = () => jest.fn(async (uids: readonly string[]) => new Map(uids.map((uid) => [uid, active])));

  it('uses a state as it is before half the TTL, uses it and refreshes it in the background after, waits past the TTL', async () => {
    let clock = 0;
    const load = lookups();
    const states = createAccountStates(load, { ttlMs: 5000, batchWindowMs: 0, now: () => clock });
    await states.get('asha', false);
    clock = 2499;
    await states.get('asha', false);
    await states.idle();
    expect(load).toHaveBeenCalledTimes(1);

    clock = 2500; // old enough to refresh: answered from the cache at once, refreshed behind
    await states.get('asha', false);
    await states.idle();
    expect(load).toHaveBeenCalledTimes(2);

    clock = 2500 + 4999; // the refreshed state is still within the TTL
    await states.get('asha', false);
    await states.idle();
    expect(load).toHaveBeenCalledTimes(3);
    clock = 2500 + 4999 + 5000; // past the TTL of the last refresh: the request waits for a lookup
    const lookedUp = states.get('asha', false);
    expect(load).toHaveBeenCalledTimes(3);
    await lookedUp;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('never decides on a state older than the TTL, even when its refresh failed', async () => {
    let clock = 0;
    const load = jest.fn(async (uids: readonly string[]) => new Map(uids.map((uid) => [uid, active])));
    const states = createAccountStates(load, { ttlMs: 5000, batchWindowMs: 0, now: () => clock });
    await states.get('asha', false);
    load.mockRejectedValueOnce(new Error('ECONNRESET'));
    clock = 4000;
    await expect(states.get('asha', false)).resolves.toEqual(active);
    await states.idle();
    clock = 5000;
    load.mockRejectedValueOnce(new Error('ECONNRESET'));
    await expect(states.get('asha', false)).rejects.toThrow('ECONNRESET');
    await expect(states.get('asha', false)).resolves.toEqual(active);
  });

  it('asks afresh when fresh, whatever the cache holds', async () => {
    const load = lookups();
    const states = createAccountStates(load, { now: () => 0 });
    await states.get('asha', false);
    await states.get('asha', true);
    await states.get('asha', true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('looks up the accounts due together in one call, at most 100 per call', async () => {
    const load = lookups();
    const states = createAccountStates(load);
    const uids = Array.from({ length: 250 }, (_, i) => `u${i}`);
    await Promise.all(uids.map((uid) => states.get(uid, false)));
    expect(load.mock.calls.map(([asked]) => asked.length)).toEqual([100, 100, 50]);
  });

  it('gathers background refreshes of a window into one lookup', async () => {
    let clock = 0;
    const load = lookups();
    const states = createAccountStates(load, { ttlMs: 5000, batchWindowMs: 50, now: () => clock });
    await Promise.all(['a', 'b', 'c'].map((uid) => states.get(uid, false)));
    clock = 3000;
    for (const uid of ['a', 'b', 'c']) await states.get(uid, false);
    await states.idle();
    expect(load.mock.calls.map(([asked]) => [...asked])).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('shares one lookup among concurrent requests for a uid', async () => {
    const load = lookups();
    const states = createAccountStates(load);
    await Promise.all(Array.from({ length: 50 }, () => states.get('asha', false)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forget drops the account: the next request asks again, and a lookup started before cannot bring it back', async () => {
    const deleted: AccountState = { ...active, deleted: true };
    let answer = active;
    let release: () => void = () => undefined;
    const load = jest.fn(async (uids: readonly string[]) => {
      const now = answer;
      if (load.mock.calls.length === 2) await new Promise<void>((resolve) => (release = resolve));
      return new Map(uids.map((uid) => [uid, now]));
    });
    const states = createAccountStates(load, { now: () => 0 });
    await states.get('asha', false);
    const stale = states.get('asha', true); // under way (and slow) when the account is deleted
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = deleted;
    states.forget('asha');
    const afterForget = states.get('asha', false);
    release();
    await expect(stale).resolves.toEqual(active);
    await expect(afterForget).resolves.toEqual(deleted);
    await expect(states.get('asha', false)).resolves.toEqual(deleted);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries accounts, dropping the oldest', async () => {
    const load = lookups();
    const states = createAccountStates(load, { maxEntries: 2 });
    for (const uid of ['a', 'b', 'c']) await states.get(uid, false);
    await states.get('c', false);
    await states.get('a', false);
    expect(load.mock.calls.map(([asked]) => asked.join())).toEqual(['a', 'b', 'c', 'a']);
  });

  it('a failed lookup is not remembered', async () => {
    const load = lookups();
    load.mockRejectedValueOnce(new Error('ECONNRESET'));
    const states = createAccountStates(load);
    await expect(states.get('asha', false)).rejects.toThrow('ECONNRESET');
    await expect(states.get('asha', false)).resolves.toEqual(active);
  });
});

describe('firebaseTokenVerifier: revocation from a short-lived cache', () => {
  const SIGNED_IN_AT = 1_700_000_000; // seconds, the token's auth_time
  let user: Pick<UserRecord, 'uid' | 'tokensValidAfterTime' | 'disabled'> | null;
  let clock: number;
  const now = () => clock;
  const getUsers = jest.fn(async (): Promise<GetUsersResult> =>
    user ? { users: [user as UserRecord], notFound: [] } : { users: [], notFound: [{ uid: 'asha' }] },
  );
  const verifyIdToken = jest.fn(async (token: string, checkRevoked?: boolean) => {
    if (checkRevoked) throw new Error('the verifier checks revocation itself, from its cache');
    if (token !== 'good') throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    return { uid: 'asha', auth_time: SIGNED_IN_AT, email: 'asha@example.com', email_verified: true } as DecodedIdToken;
  });
  const auth = { getUsers, verifyIdToken } as unknown as Auth;

  beforeEach(() => {
    clock = SIGNED_IN_AT * 1000;
    user = { uid: 'asha', tokensValidAfterTime: new Date((SIGNED_IN_AT - 60) * 1000).toUTCString(), disabled: false };
    getUsers.mockClear();
  });

  it('accepts a valid token and asks Auth about the account at most every few seconds, not per request', async () => {
    const verify = firebaseTokenVerifier(auth, { now });
    for (let i = 0; i < 20; i += 1) {
      await expect(verify('good')).resolves.toEqual({ uid: 'asha', email: 'asha@example.com', emailVerified: true });
    }
    expect(getUsers).toHaveBeenCalledTimes(1);
  });

  it('a fresh check sees a revocation at once; a cached one within 5 s', async () => {
    const verify = firebaseTokenVerifier(auth, { now });
    await verify('good');
    user = { uid: 'asha', disabled: false, tokensValidAfterTime: new Date((SIGNED_IN_AT + 5) * 1000).toUTCString() };
    await expect(verify('good')).resolves.toMatchObject({ uid: 'asha' });
    await expect(verify('good', { fresh: true })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session was ended. Sign in again.',
    });
    // the fresh answer is cached too
    await expect(verify('good')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a disabled or deleted account is refused within 5 s without a fresh request', async () => {
    const verify = firebaseTokenVerifier(auth, { now });
    await verify('good');
    user = { uid: 'asha', disabled: true, tokensValidAfterTime: undefined };
    clock += 5000;
    await expect(verify('good')).rejects.toMatchObject({ statusCode: 401, message: 'This account is disabled.' });
    user = null;
    clock += 5000;
    await expect(verify('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'This account no longer exists.',
    });
  });

  it('refuses a disabled account, and a deleted one (401), and answers 503 when Auth cannot be asked', async () => {
    user = { uid: 'asha', disabled: true, tokensValidAfterTime: undefined };
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'This account is disabled.',
    });
    user = null;
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'This account no longer exists.',
    });
    getUsers.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(firebaseTokenVerifier(auth)('good')).rejects.toMatchObject({ statusCode: 503 });
    await expect(firebaseTokenVerifier(auth)('forged')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Sign in to continue.',
    });
  });

  it('forget(uid) makes the next request ask Auth again', async () => {
    const verify = firebaseTokenVerifier(auth, { now });
    await verify('good');
    verify.forget?.('asha');
    await verify('good');
    expect(getUsers).toHaveBeenCalledTimes(2);
  });
});
