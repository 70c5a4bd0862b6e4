/** Toasts are raised only through this contract, so no page loads react-toastify before it needs it. */
import path from 'path';
import { appSources, repo } from '../test/appSources';

test('no app imports toast from react-toastify directly (containers may import ToastContainer)', () => {
  const sources = appSources();
  expect(sources.length).toBeGreaterThan(100);
  const offenders = sources
    .filter(({ file }) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
    .filter(({ text }) => /import\s*\{[^}]*\btoast\b[^}]*\}\s*from\s*['"]react-toastify['"]/.test(text))
    .map(({ file }) => path.relative(repo, file));
  expect(offenders).toEqual([]);
});
