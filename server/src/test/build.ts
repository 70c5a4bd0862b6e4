/** Builds server/dist (incremental, so quick when nothing changed) for tests that spawn it. */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './auth-emulator';

export const SERVER_DIST = path.join(REPO_ROOT, 'server', 'dist');

const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const buildArgs = [tsc, '-b', path.join(REPO_ROOT, 'server', 'tsconfig.build.json')];

export function buildServer(): void {
  execFileSync(process.execPath, buildArgs, { cwd: REPO_ROOT, stdio: 'pipe' });
}

/** The same build without blocking this process: a test starts its emulators meanwhile. */
export async function buildServerAlongside(): Promise<void> {
  await promisify(execFile)(process.execPath, buildArgs, { cwd: REPO_ROOT });
}
