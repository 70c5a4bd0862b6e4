/** Runs the catalogue's `build:server` into a folder of its own (the real build, as a deploy would). */
import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';

export interface BuiltServer {
  dir: string;
  manifestUrl: string;
  entryFile: string;
}

export function buildCatalogServer(): BuiltServer {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-server-'));
  const catalog = path.resolve(__dirname, '../../..');
  execFileSync('npx', ['webpack', '-c', 'webpack.server.js', '--output-path', dir], { cwd: catalog, stdio: 'pipe' });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'server-manifest.json'), 'utf8')) as { entry: string };
  return { dir, manifestUrl: `file://${path.join(dir, 'server-manifest.json')}`, entryFile: path.join(dir, manifest.entry) };
}
