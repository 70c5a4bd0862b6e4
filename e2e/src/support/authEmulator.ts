/** The journeys' Firebase Auth emulator and API server, as the stack starts them (tooling/stack.js). */
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

export const EMULATOR_HOST = '127.0.0.1:9099';
export const API_URL = 'http://localhost:4000';

const { authEmulatorClient } = require(path.join(repoRoot, 'tooling/auth-emulator.js')) as {
  authEmulatorClient(options: { host: string }): EmulatorClient;
};

/** Creates and signs in accounts on the emulator directly (no mail, no UI). */
export const emulator = authEmulatorClient({ host: EMULATOR_HOST });

export interface RegisteredAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** The token from account creation (the emulator's `signIn` gives a fresh one). */
  idToken: string;
}

/** A verified account plus its users/{uid} record, as signup and verification leave them. */
export async function createRegisteredAccount(
  label: string,
  displayName: string,
  password = 'Teak#2025',
): Promise<RegisteredAccount> {
  const email = uniqueEmail(label);
  const { uid, idToken } = await emulator.createUser({ email, password, displayName, verified: true });
  const response = await fetch(`${API_URL}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName }),
  });
  if (!response.ok) throw new Error(`POST /api/users answered ${response.status}: ${await response.text()}`);
  return { uid, email, password, displayName, idToken };
}
