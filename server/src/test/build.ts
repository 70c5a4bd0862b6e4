/** Builds server/dist (incremental, so quick when nothing changed) for tests that spawn it. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './auth-emulator';

export const SERVER_DIST = path.join(REPO_ROOT, 'server', 'dist');

export function buildServer(): void {
  const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-b', path.join(REPO_ROOT, 'server', 'tsconfig.build.json')], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
}
