import { shellFileUrl } from './shellFileUrl';

afterEach(() => {
  document.head.innerHTML = '';
});

test('the page server’s absolute preload link names the shell’s host', () => {
  document.head.innerHTML = '<link rel="preload" href="http://shell.example:3005/config.json" as="fetch" crossorigin>';
  expect(shellFileUrl('/config.json')).toBe('http://shell.example:3005/config.json');
});

test('on the shell’s own host the root-relative link resolves to this origin, and no link means the root-relative path', () => {
  document.head.innerHTML = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>';
  expect(shellFileUrl('/remotes.json')).toBe(`${window.location.origin}/remotes.json`);
  expect(shellFileUrl('/config.json')).toBe('/config.json');
});
