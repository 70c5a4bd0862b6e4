/** Typed access to tooling/auth-emulator.js (plain CommonJS shared with `npm start` and e2e). */
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { processGroup } from './process-group';

export { REPO_ROOT };

export interface EmulatorUser {
  uid: string;
  idToken: string;
}

export interface AuthEmulator {
  url: string;
  host: string;
  port: number;
  projectId: string;
  pid: number;
  stop(): Promise<void>;
  createUser(user: {
    email: string;
    password?: string;
    displayName?: string;
    verified?: boolean;
  }): Promise<EmulatorUser>;
  signIn(email: string, password: string): Promise<string>;
  setEmailVerified(uid: string, verified?: boolean): Promise<void>;
  listOobCodes(): Promise<Array<{ email: string; oobCode: string; oobLink: string; requestType: string }>>;
  resetAccounts(): Promise<void>;
}

interface AuthEmulatorModule {
  startAuthEmulator(options?: {
    port?: number;
    projectId?: string;
    dataDir?: string;
    log?: (line: string) => void;
  }): Promise<AuthEmulator>;
}

const tooling = require(path.join(REPO_ROOT, 'tooling', 'auth-emulator.js')) as AuthEmulatorModule;

/**
 * Starts an Auth emulator for a test, on a free loopback port unless told: the server's test files
 * run in parallel workers, and a developer's `npm start` holds 9099, so no fixed port is safe.
 */
export async function startTestEmulator({
  port,
  projectId,
}: { port?: number; projectId?: string } = {}): Promise<AuthEmulator> {
  const lines: string[] = [];
  const emulatorPort = port ?? (await processGroup.freePort());
  return tooling
    .startAuthEmulator({ port: emulatorPort, projectId, log: (line) => lines.push(line) })
    .catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${lines.join('\n')}`);
    });
}
