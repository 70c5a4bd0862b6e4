/**
 * One router context per page needs one copy of react-router: every app reaches it through this
 * contract, which is the shared singleton. A direct import of react-router-dom anywhere else would
 * bundle a second, unshared copy whose hooks see no router.
 */
import fs from 'fs';
import path from 'path';

const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-admin', 'shared-contracts'].map((app) =>
  path.join(repo, app, 'src'),
);
const CONTRACT = path.join(__dirname, 'index.ts');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('only the router contract imports react-router-dom', () => {
  const files = APP_SOURCES.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(100);
  const offenders = files
    .filter((file) => file !== CONTRACT && file !== __filename)
    .filter((file) => /['"]react-router(-dom)?['"]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(repo, file));
  expect(offenders).toEqual([]);
});

test('the router contract, not react-router-dom, is the shared singleton', () => {
  const { SINGLETONS } = require(path.join(repo, 'tooling/shared-deps.js')) as { SINGLETONS: string[] };
  expect(SINGLETONS).toContain('shared-contracts/router');
  expect(SINGLETONS).not.toContain('react-router-dom');
});
