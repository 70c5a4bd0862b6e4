/** Runs an app's `build:server` into a folder of its own (the real build, as a deploy would). */
import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { remoteCodePolicy, type RemoteCodePolicy } from '../../../server-builds/api/verifiedRemoteCode';

export interface BuiltServer {
  /** The folder holding server-manifest.json and the build (a temporary one: remove it after). */
  dir: string;
  manifestUrl: string;
  entryFile: string;
  /** Development's rules with this folder allowed (its files are loaded unverified, as a local build's). */
  policy: RemoteCodePolicy;
}

/** The server build of the catalogue (its pages) or of the shell (its frame). */
export function buildServerOf(app: 'mfe-catalog' | 'shell'): BuiltServer {
  const dir = mkdtempSync(path.join(tmpdir(), `${app}-server-`));
  const appDir = path.resolve(__dirname, '../../../../../../', app);
  execFileSync('npx', ['webpack', '-c', 'webpack.server.js', '--output-path', dir], { cwd: appDir, stdio: 'pipe' });
  // The server build names its files under server/, beside where the browser build would be.
  const server = path.join(dir, 'server');
  const manifest = JSON.parse(readFileSync(path.join(server, 'server-manifest.json'), 'utf8')) as { entry: string };
  return {
    dir: server,
    manifestUrl: `file://${path.join(server, 'server-manifest.json')}`,
    entryFile: path.join(server, manifest.entry),
    policy: remoteCodePolicy({ production: false, sources: [pathToFileURL(server).href] }),
  };
}

export const buildCatalogServer = (): BuiltServer => buildServerOf('mfe-catalog');
