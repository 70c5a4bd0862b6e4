/** Typed access to tooling/process-group.js (plain CommonJS): free ports and process groups for the tests' child processes. */
import path from 'node:path';
import { REPO_ROOT } from '../config';

interface ProcessGroupModule {
  freePort(): Promise<number>;
  killGroup(pid: number, signal: NodeJS.Signals): void;
  isProcessGroupAlive(pid: number): boolean;
  sleep(ms: number): Promise<void>;
}

export const processGroup = require(path.join(REPO_ROOT, 'tooling', 'process-group.js')) as ProcessGroupModule;
