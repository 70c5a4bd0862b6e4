/**
 * Everything that needs the REAL Firebase Auth emulator, in one file so it starts once (it takes
 * 10-20 s): the auth hook, the users routes and grant-admin, on a real SQLite file.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PATHS, API_PATHS, type ApiErrorBody, type UserRecord } from 'shared-contracts';
import { buildApp } from './app';
import { GrantAdminError, firebaseAccountLookup, grantAdmin } from './cli/grant-admin';
import { loadConfig, type ServerConfig } from './config';
import { NO_RECORD_MESSAGE } from './features/users/routes';
import { firebaseTokenVerifier } from './plugins/auth';
import { closeFirebaseAdmin, firebaseAuth } from './plugins/firebase';
import type { StoragePort } from './storage/port';
import { openSqliteStorage } from './storage/sqlite';
import { appTestEnv } from './test/app-fixture';
import { REPO_ROOT, startTestEmulator, type AuthEmulator } from './test/auth-emulator';
import { buildServer } from './test/build';
import { makeTempDir } from './test/temp-dir';

let emulator: AuthEmulator;
let temp: ReturnType<typeof makeTempDir>;
let config: ServerConfig;
let auth: Auth;
let storage: StoragePort;
let app: FastifyInstance;
const savedEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startTestEmulator();
  temp = makeTempDir('server-integration');
  config = loadConfig(appTestEnv(temp.dir, { FIREBASE_AUTH_EMULATOR_HOST: emulator.host }));
  auth = firebaseAuth(config); // exports FIREBASE_AUTH_EMULATOR_HOST before firebase-admin is used
  storage = openSqliteStorage({ dataDir: config.dataDir });
  app = buildApp({ config, storage, verifyToken: firebaseTokenVerifier(auth) });
  await app.ready();
}, 120000);

afterAll(async () => {
  await app?.close();
  await storage?.close();
  if (config) await closeFirebaseAdmin(config);
  await emulator?.stop();
  temp?.remove();
  if (savedEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedEmulatorHost;
}, 30000);

let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;
const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

const createRecord = (idToken: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API_PATHS.users, headers: bearer(idToken), payload: body });
const getMe = (idToken: string) => app.inject({ method: 'GET', url: API_PATHS.me, headers: bearer(idToken) });

/** An unsigned token, which firebase-admin accepts in emulator mode: the account check must refuse it. */
function forgedToken(uid: string, audience = config.firebaseProjectId): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'none', typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${audience}`,
    aud: audience,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  return `${header}.${payload}.`;
}

describe('auth: Authorization: Bearer <ID token>, verified with firebase-admin', () => {
  it('no token → 401 Sign in to continue.', async () => {
    const response = await app.inject({ method: 'GET', url: API_PATHS.me });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign in to continue.',
    });
    const notBearer = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { authorization: 'Basic abc' } });
    expect(notBearer.statusCode).toBe(401);
  });

  it('a malformed token → 401', async () => {
    const response = await getMe('not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().message).toBe('Sign in to continue.');
  });

  it('a token for another project → 401', async () => {
    const response = await getMe(forgedToken('someone', 'demo-other-project'));
    expect(response.statusCode).toBe(401);
  });

  it('a token for an account that does not exist → 401', async () => {
    const response = await getMe(forgedToken('ghost-uid'));
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().message).toBe('This account no longer exists.');
  });

  it('a token of a deleted account → 401', async () => {
    const { uid, idToken } = await emulator.createUser({ email: newEmail('gone') });
    expect((await createRecord(idToken, { displayName: 'Gone' })).statusCode).toBe(201);
    await auth.deleteUser(uid);
    // As the admin route does after a deletion: refused at once. A deletion made elsewhere (the
    // console, another instance) is seen when the cached account state expires, within 5 s.
    app.forgetSessions(uid);
    const response = await getMe(idToken);
    expect(response.statusCode).toBe(401);
  });

  it('a revoked session → 401', async () => {
    const { uid, idToken } = await emulator.createUser({ email: newEmail('revoked') });
    // revocation is recorded in whole seconds after the token's auth_time
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(uid);
    const response = await createRecord(idToken, { displayName: 'Revoked' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().message).toBe('Your session was ended. Sign in again.');
    expect(await storage.users.get(uid)).toBeNull();
  });
});

describe('two API instances on one storage', () => {
  let other: FastifyInstance;
  /** The other instance's clock: moved ahead instead of waiting. */
  let ahead = 0;
  beforeAll(async () => {
    other = buildApp({ config, storage, verifyToken: firebaseTokenVerifier(auth, { now: () => Date.now() + ahead }) });
    await other.ready();
  });
  afterAll(() => other.close());
  beforeEach(() => {
    ahead = 0;
  });

  /** A verified account with its users record, signed in on both instances. */
  async function shopper(name: string) {
    const account = await emulator.createUser({ email: newEmail(name), verified: true });
    expect((await createRecord(account.idToken, { displayName: name })).statusCode).toBe(201);
    const onOther = () => other.inject({ method: 'GET', url: API_PATHS.me, headers: bearer(account.idToken) });
    expect((await onOther()).statusCode).toBe(200);
    return { ...account, onOther };
  }

  it('a user deleted through one instance is refused by the other within 5 s', async () => {
    const bossEmail = newEmail('boss');
    const boss = await emulator.createUser({ email: bossEmail, verified: true });
    await createRecord(boss.idToken, { displayName: 'Boss' });
    await grantAdmin(bossEmail, {
      users: storage.users,
      findAccountByEmail: firebaseAccountLookup(auth, 'the test emulator'),
    });
    const leaving = await shopper('leaving');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${ADMIN_API_PATHS.users}/${leaving.uid}`,
      headers: bearer(boss.idToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getMe(leaving.idToken)).statusCode).toBe(401);
    ahead = 5000;
    const refused = await leaving.onOther();
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiErrorBody>().message).toBe('This account no longer exists.');
  });

  it('a user disabled in the Firebase console is refused by every instance within 5 s', async () => {
    const disabled = await shopper('disabled');
    await auth.updateUser(disabled.uid, { disabled: true });
    ahead = 5000;
    const refused = await disabled.onOther();
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiErrorBody>().message).toBe('This account is disabled.');
  });
});

describe('POST /api/users and GET /api/users/me', () => {
  it('GET /me → 404 before the record exists', async () => {
    const { idToken } = await emulator.createUser({ email: newEmail('early') });
    const response = await getMe(idToken);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().message).toBe(NO_RECORD_MESSAGE);
  });

  it('a new, unverified account creates its own record: 201, role User, email from the token', async () => {
    const email = newEmail('asha');
    const { uid, idToken } = await emulator.createUser({ email, displayName: 'Asha' });
    const response = await createRecord(idToken, { displayName: 'Asha', uid });
    expect(response.statusCode).toBe(201);
    const expected: UserRecord = { uid, displayName: 'Asha', email, emailVerified: false, role: 'User' };
    expect(response.json()).toEqual(expected);
    expect(await storage.users.get(uid)).toEqual(expected);
    expect((await getMe(idToken)).json()).toEqual(expected);
  });

  it("someone else's uid → 403 and nothing is written", async () => {
    const victim = await emulator.createUser({ email: newEmail('victim') });
    const attacker = await emulator.createUser({ email: newEmail('attacker') });
    const response = await createRecord(attacker.idToken, { displayName: 'Not me', uid: victim.uid });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().message).toBe('You can only create your own account record.');
    expect(await storage.users.get(victim.uid)).toBeNull();
    expect(await storage.users.get(attacker.uid)).toBeNull();
  });

  it("a role in the body → 400, nothing written, and the record still says 'User'", async () => {
    const { uid, idToken } = await emulator.createUser({ email: newEmail('sneaky') });
    const attempt = await createRecord(idToken, { displayName: 'Sneaky', role: 'Admin' });
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json<ApiErrorBody>()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "body has an unknown field 'role'",
    });
    expect(await storage.users.get(uid)).toBeNull();

    expect((await createRecord(idToken, { displayName: 'Sneaky' })).statusCode).toBe(201);
    expect((await createRecord(idToken, { displayName: 'Sneaky', role: 'Admin' })).statusCode).toBe(400);
    expect((await getMe(idToken)).json<UserRecord>().role).toBe('User');
  });

  it('an unknown field → 400 naming the field', async () => {
    const { idToken } = await emulator.createUser({ email: newEmail('extra') });
    const response = await createRecord(idToken, { displayName: 'Extra', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe("body has an unknown field 'isAdmin'");
  });

  it('posting again → 200, new displayName, role kept', async () => {
    const email = newEmail('again');
    const { uid, idToken } = await emulator.createUser({ email });
    expect((await createRecord(idToken, { displayName: 'First' })).statusCode).toBe(201);
    await storage.users.setRole(uid, 'Admin');
    const response = await createRecord(idToken, { displayName: 'Second' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uid, displayName: 'Second', email, emailVerified: false, role: 'Admin' });
  });

  it('GET /me refreshes emailVerified from the token and stores it', async () => {
    const email = newEmail('verify');
    const { uid, idToken } = await emulator.createUser({ email, password: 'secret123' });
    await createRecord(idToken, { displayName: 'Verify' });
    await emulator.setEmailVerified(uid, true);
    const fresh = await emulator.signIn(email, 'secret123');
    const response = await getMe(fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserRecord>().emailVerified).toBe(true);
    expect((await storage.users.get(uid))?.emailVerified).toBe(true);
  });
});

describe('grant-admin', () => {
  it('makes an existing account an Admin: GET /me then says Admin', async () => {
    const email = newEmail('boss');
    const { uid, idToken } = await emulator.createUser({ email, verified: true });
    await createRecord(idToken, { displayName: 'Boss' });
    const record = await grantAdmin(email, {
      users: storage.users,
      findAccountByEmail: firebaseAccountLookup(auth, 'the test emulator'),
    });
    expect(record).toMatchObject({ uid, role: 'Admin' });
    expect((await getMe(idToken)).json<UserRecord>()).toEqual({
      uid,
      displayName: 'Boss',
      email,
      emailVerified: true,
      role: 'Admin',
    });
  });

  it('fails for an unknown email', async () => {
    await expect(
      grantAdmin(newEmail('nobody'), {
        users: storage.users,
        findAccountByEmail: firebaseAccountLookup(auth, 'the test emulator'),
      }),
    ).rejects.toThrow(GrantAdminError);
  });

  describe('npm run grant-admin -- <email> (scripts/grant-admin.js)', () => {
    beforeAll(() => buildServer(), 120000);

    const runCli = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'grant-admin.js'), ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          DATA_DIR: temp.dir,
        },
      });

    it('grants the role in the same SQLite file the running server reads, creating the record if needed', async () => {
      const email = newEmail('cli');
      const { uid, idToken } = await emulator.createUser({ email, displayName: 'Cli Admin', verified: true });
      const run = runCli(email);
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe(`${email} is now an Admin (uid ${uid})`);
      expect(run.status).toBe(0);
      expect((await getMe(idToken)).json<UserRecord>()).toEqual({
        uid,
        displayName: 'Cli Admin',
        email,
        emailVerified: true,
        role: 'Admin',
      });
    });

    it('an unknown email → a clear message and exit code 1', () => {
      const email = newEmail('unknown');
      const run = runCli(email);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`No account uses the email ${email}`);
    });
  });
});
