import type { Auth, DecodedIdToken, GetUsersResult, UserRecord } from 'firebase-admin/auth';
import { ADMIN_API_PATHS, CHECKOUT_API_PATHS, SAVED_LIST_PATHS } from 'shared-contracts';
import { makeApp, type AppFixture } from '../test/app-fixture';
import { firebaseTokenVerifier } from './auth';

const SIGNED_IN_AT_S = 1_700_000_000;
const ISSUED_AT_MS = SIGNED_IN_AT_S * 1000;
const TOKEN_LIFETIME_MS = 3_600_000;

/** firebase-admin's Auth as far as the verifier uses it: "good" is asha's token, expiring an hour after sign-in. */
function fakeAuth(clock: () => number) {
  let user: Pick<UserRecord, 'uid' | 'tokensValidAfterTime' | 'disabled'> = {
    uid: 'asha',
    tokensValidAfterTime: undefined,
    disabled: false,
  };
  let deleted = false;
  const getUsers = jest.fn(async (): Promise<GetUsersResult> =>
    deleted ? { users: [], notFound: [{ uid: 'asha' }] } : { users: [user as UserRecord], notFound: [] },
  );
  const verifyIdToken = jest.fn(async (token: string) => {
    if (token !== 'good') throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    if (clock() >= ISSUED_AT_MS + TOKEN_LIFETIME_MS)
      throw Object.assign(new Error('expired'), { code: 'auth/id-token-expired' });
    return {
      uid: 'asha',
      auth_time: SIGNED_IN_AT_S,
      exp: (ISSUED_AT_MS + TOKEN_LIFETIME_MS) / 1000,
      email: 'asha@example.com',
      email_verified: true,
    } as DecodedIdToken;
  });
  const revoke = (atMs: number) => {
    user = { ...user, tokensValidAfterTime: new Date(atMs).toUTCString() };
  };
  const remove = () => {
    deleted = true;
  };
  return { auth: { getUsers, verifyIdToken } as unknown as Auth, getUsers, verifyIdToken, revoke, remove };
}

describe('firebaseTokenVerifier: a verified token is remembered until its exp, at most a minute', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = ISSUED_AT_MS + 1000;
  });

  it('verifies a token once for repeated requests within the minute, then again', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    for (let i = 0; i < 20; i += 1)
      await expect(verify('good')).resolves.toMatchObject({ uid: 'asha', emailVerified: true });
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(1);
    clock += 60_000;
    await verify('good');
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('never accepts a remembered token at or after its exp', async () => {
    clock = ISSUED_AT_MS + TOKEN_LIFETIME_MS - 10_000;
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    await verify('good');
    clock += 9_999;
    await verify('good');
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(1);
    clock += 1;
    await expect(verify('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session has expired. Sign in again.',
    });
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('does not remember a refused token', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    await expect(verify('forged')).rejects.toMatchObject({ statusCode: 401 });
    await expect(verify('forged')).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('a fresh request verifies the token and asks about the account every time', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    for (let i = 0; i < 3; i += 1) await verify('good', { fresh: true });
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(3);
    expect(fake.getUsers).toHaveBeenCalledTimes(3);
  });

  it('a remembered token still meets the revocation check: refused once the account state says so', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    await verify('good');
    fake.revoke(ISSUED_AT_MS + 5000);
    // within 5 s the cached account state still accepts it; a fresh check refuses it and
    // updates that state, so the remembered token is refused from then on
    await expect(verify('good')).resolves.toMatchObject({ uid: 'asha' });
    await expect(verify('good', { fresh: true })).rejects.toMatchObject({
      message: 'Your session was ended. Sign in again.',
    });
    await expect(verify('good')).rejects.toMatchObject({ message: 'Your session was ended. Sign in again.' });
  });

  it('a revocation made elsewhere is seen within 5 s without any fresh request', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now, states: { batchWindowMs: 0 } });
    await verify('good');
    fake.revoke(ISSUED_AT_MS + 5000);
    clock += 2_499;
    await expect(verify('good')).resolves.toMatchObject({ uid: 'asha' });
    clock += 2_500;
    // Still within 5 s of the last lookup: answered from it, and refreshed behind.
    await expect(verify('good')).resolves.toMatchObject({ uid: 'asha' });
    clock += 1;
    await expect(verify('good')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session was ended. Sign in again.',
    });
  });

  it('forget(uid) (account deleted or signed out everywhere) refuses the remembered token at once', async () => {
    const fake = fakeAuth(now);
    const verify = firebaseTokenVerifier(fake.auth, { now });
    await verify('good');
    fake.remove();
    verify.forget?.('asha');
    await expect(verify('good')).rejects.toMatchObject({ statusCode: 401, message: 'This account no longer exists.' });
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(2);
  });
});

describe('the routes: saved lists use the remembered token; checkout and admin verify afresh', () => {
  let fixture: AppFixture;
  let fake: ReturnType<typeof fakeAuth>;
  const headers = { authorization: 'Bearer good' };

  beforeEach(async () => {
    fake = fakeAuth(() => ISSUED_AT_MS + 1000);
    fixture = makeApp({ verifyToken: firebaseTokenVerifier(fake.auth, { now: () => ISSUED_AT_MS + 1000 }) });
    await fixture.app.ready();
  });
  afterEach(() => fixture.close());

  it('three cart saves: the token is verified and the account asked once', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await fixture.app.inject({
        method: 'PUT',
        url: SAVED_LIST_PATHS.cart,
        headers,
        payload: { items: [] },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(1);
    expect(fake.getUsers).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an admin route', 'GET', ADMIN_API_PATHS.stats],
    ['a checkout route', 'POST', CHECKOUT_API_PATHS.createOrder],
  ] as const)('%s verifies the token and asks about the account on every request', async (_name, method, url) => {
    await fixture.app.inject({ method: 'PUT', url: SAVED_LIST_PATHS.cart, headers, payload: { items: [] } });
    for (let i = 0; i < 3; i += 1) {
      const response = await fixture.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      // asha is no admin and the body is empty: refused after the sign-in check, never 401
      expect([400, 403]).toContain(response.statusCode);
    }
    expect(fake.verifyIdToken).toHaveBeenCalledTimes(4);
    expect(fake.getUsers).toHaveBeenCalledTimes(4);
  });
});
