import { publishEarlyRemotes, takeEarlyRemotes } from './earlyRemotes';

test('start-up takes the early script’s /remotes.json answer once, and nothing without the script', async () => {
  expect(takeEarlyRemotes()).toBeUndefined();
  publishEarlyRemotes(Promise.resolve({ catalog: 'http://localhost:3001/mf-manifest.json' }));
  await expect(takeEarlyRemotes()).resolves.toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
  expect(takeEarlyRemotes()).toBeUndefined();
});
