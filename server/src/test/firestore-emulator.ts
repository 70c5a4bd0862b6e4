/** Typed access to tooling/firestore-emulator-shared.js (plain CommonJS): the official emulator the tests share. */
import path from 'node:path';
import { REPO_ROOT } from '../config';

export interface FirestoreEmulator {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Deletes every document of a project. */
  clearProject(projectId: string): Promise<void>;
}

interface FirestoreEmulatorModule {
  sharedFirestoreEmulator(): Promise<FirestoreEmulator>;
}

const tooling = require(path.join(REPO_ROOT, 'tooling', 'firestore-emulator-shared.js')) as FirestoreEmulatorModule;

/**
 * The test run's official Firestore emulator (started by the first test file that asks; stopped by
 * jest's global tear-down). Each test uses a project of its own on it, so none sees another's data.
 */
export function testFirestoreEmulator(): Promise<FirestoreEmulator> {
  return tooling.sharedFirestoreEmulator();
}
