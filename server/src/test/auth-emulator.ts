/** Typed access to tooling/auth-emulator.js (plain CommonJS shared with `npm start` and e2e). */
import path from 'node:path';

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

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const tooling = require(path.join(REPO_ROOT, 'tooling', 'auth-emulator.js')) as AuthEmulatorModule;

/** The tests' emulator port: not 9099, so a developer's running `npm start` does not clash. */
export const TEST_EMULATOR_PORT = 9199;

/**
 * Starts an Auth emulator for a test: on TEST_EMULATOR_PORT and the default demo project unless
 * told (a test that may run beside another emulator user takes a free port and its own project).
 */
export function startTestEmulator({
  port = TEST_EMULATOR_PORT,
  projectId,
}: { port?: number; projectId?: string } = {}): Promise<AuthEmulator> {
  const lines: string[] = [];
  return tooling.startAuthEmulator({ port, projectId, log: (line) => lines.push(line) }).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${lines.join('\n')}`);
  });
}
