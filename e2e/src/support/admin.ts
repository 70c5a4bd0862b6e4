/** Accounts for the admin journey: verified users with a server record, one made admin by the CLI. */
import { execFileSync } from 'child_process';
import path from 'path';
import { API_URL, createRegisteredAccount, EMULATOR_HOST, type RegisteredAccount } from './authEmulator';
import { repoRoot } from './stack';

export type TestAccount = RegisteredAccount;

/** A verified account plus its users/{uid} record (as signup makes it). */
export const createShopper = (label: string, displayName: string): Promise<TestAccount> =>
  createRegisteredAccount(label, displayName);

/** `npm run grant-admin -- <email>` against the journeys' emulator and data folder. */
export function grantAdmin(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the journeys’ global setup sets it)');
  return execFileSync(process.execPath, [path.join(repoRoot, 'server/dist/cli/grant-admin.js'), email], {
    cwd: repoRoot,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** A verified account made admin by the grant-admin CLI (its ID token was taken before the grant). */
export async function createAdmin(label: string, displayName: string): Promise<TestAccount> {
  const admin = await createShopper(label, displayName);
  const granted = grantAdmin(admin.email);
  if (!granted.includes('is now an Admin'))
    throw new Error(`grant-admin did not make ${admin.email} an admin: ${granted}`);
  return admin;
}

/** GET an API path with a user's token; resolves status and JSON body. */
export async function apiGet<T>(pathname: string, idToken: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_URL}${pathname}`, { headers: { authorization: `Bearer ${idToken}` } });
  return { status: response.status, body: (await response.json()) as T };
}
