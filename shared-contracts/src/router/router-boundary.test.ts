/**
 * One router context per page needs one copy of react-router: every app reaches it through this
 * contract, which is the shared singleton. A direct import of react-router-dom anywhere else would
 * bundle a second, unshared copy whose hooks see no router.
 */
import path from 'path';
import { appSources, repo } from '../test/appSources';

test('only the router contract (its folder) imports react-router-dom', () => {
  const sources = appSources();
  expect(sources.length).toBeGreaterThan(100);
  const offenders = sources
    .filter(({ file }) => path.dirname(file) !== __dirname)
    // Tests are never bundled; a server-build test stands in for the host, which supplies react-router itself.
    .filter(({ file }) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`))
    .filter(({ text }) => /['"]react-router(-dom)?['"]/.test(text))
    .map(({ file }) => path.relative(repo, file));
  expect(offenders).toEqual([]);
});

test('the router contract, not react-router-dom, is the shared singleton', () => {
  const { SINGLETONS } = require(path.join(repo, 'tooling/shared-deps.js')) as { SINGLETONS: string[] };
  expect(SINGLETONS).toContain('shared-contracts/router');
  expect(SINGLETONS).not.toContain('react-router-dom');
});
