/**
 * The catalogue's real server build (mfe-catalog `webpack.server.js`), built into a folder of its
 * own and published on the fake shell host as a release; `remove` deletes the folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FakeUpstreams } from './fakeUpstreams';
import { deployCatalog } from './serverBuildFixtures';

const CATALOG = path.resolve(__dirname, '../../../mfe-catalog');

/** The build's entry source (webpack runs in about a minute on a loaded machine: call it in beforeAll). */
export function buildRealCatalog(): { source: string; remove: () => void } {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'catalog-server-'));
  execFileSync('npx', ['webpack', '-c', 'webpack.server.js', '--output-path', buildDir], {
    cwd: CATALOG,
    stdio: 'pipe',
  });
  const { entry } = JSON.parse(readFileSync(path.join(buildDir, 'server', 'server-manifest.json'), 'utf8')) as {
    entry: string;
  };
  return {
    source: readFileSync(path.join(buildDir, 'server', entry), 'utf8'),
    remove: () => rmSync(buildDir, { recursive: true, force: true }),
  };
}

/** Publishes the real build as the deployed catalogue. */
export function deployRealCatalog(upstreams: FakeUpstreams, build: { source: string }): void {
  deployCatalog(upstreams, 'real', {}, build.source);
}
