/** Accounts for the admin journey: verified users with a server record, one made admin by the CLI. */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { uniqueEmail } from './accounts';
import { repoRoot } from './stack';

interface EmulatorClient {
  createUser(user: {
    email: string;
    password?: string;
    displayName?: string;
    verified?: boolean;
  }): Promise<{ uid: string; idToken: string }>;
  signIn(email: string, password: string): Promise<string>;
}

const EMULATOR_HOST = '127.0.0.1:9099';
export const API = 'http://localhost:4000';

const { authEmulatorClient } = require(path.join(repoRoot, 'tooling/auth-emulator.js')) as {
  authEmulatorClient(options: { host: string }): EmulatorClient;
};
export const emulator = authEmulatorClient({ host: EMULATOR_HOST });

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

/** A verified account plus its users/{uid} record (as signup makes it). */
export async function createShopper(label: string, displayName: string): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = 'Teak#2025';
  const { uid, idToken } = await emulator.createUser({ email, password, displayName, verified: true });
  const response = await fetch(`${API}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName }),
  });
  if (!response.ok) throw new Error(`POST /api/users answered ${response.status}: ${await response.text()}`);
  return { uid, email, password, displayName, idToken };
}

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

/** GET an API path with a user's token; resolves status and JSON body. */
export async function apiGet<T>(pathname: string, idToken: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}${pathname}`, { headers: { authorization: `Bearer ${idToken}` } });
  return { status: response.status, body: (await response.json()) as T };
}

/** A real 1×1 PNG in a temp file, for a file input. */
export function writeTinyPng(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-')), 'desk.png');
  fs.writeFileSync(
    file,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return file;
}
