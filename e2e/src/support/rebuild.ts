import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { repoRoot } from './stack';

/**
 * A team's next release of a remote: a copy of the app (beside the others, so it builds with the
 * same workspace tooling), changed by `edit`, built on its own into its own dist/.
 */
export function buildNextRelease(app: string, edit: (appDir: string) => void): string {
  const nextDir = path.join(repoRoot, `${app}-next`);
  fs.rmSync(nextDir, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, app), nextDir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)([/\\]|$)/.test(path.relative(repoRoot, source)),
  });
  edit(nextDir);
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] }), '--mode', 'production'],
    {
      cwd: nextDir,
      stdio: 'pipe',
    },
  );
  return nextDir;
}
