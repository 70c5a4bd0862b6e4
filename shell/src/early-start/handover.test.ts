import { publishEarly, takeEarly } from './handover';

test('start-up takes each of the early script’s answers once, and nothing without the script', async () => {
  expect(takeEarly('remotes')).toBeUndefined();
  publishEarly('remotes', Promise.resolve({ catalog: 'http://localhost:3001/mf-manifest.json' }));
  publishEarly('config', Promise.resolve(null));
  await expect(takeEarly('remotes')).resolves.toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
  expect(takeEarly('remotes')).toBeUndefined();
  await expect(takeEarly('config')).resolves.toBeNull();
  expect(takeEarly('config')).toBeUndefined();
});
