/**
 * The rules the loader applies before reading and before compiling a remote's code.
 */
import {
  IntegrityMismatchError,
  integrityOf,
  mayLoad,
  RemoteCodeRefusedError,
  remoteCodePolicy,
  verifiedSource,
} from './verifiedRemoteCode';

const production = remoteCodePolicy({
  production: true,
  sources: ['https://releases.cdn.test', 'http://127.0.0.1:3006'],
});
const development = remoteCodePolicy({ production: false, sources: ['file:///srv/releases'] });
const INTEGRITY = integrityOf('exports.exposes = {};');

const allowed = (address: string, integrity: string | null, policy = production): boolean => {
  try {
    mayLoad(address, integrity, policy);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteCodeRefusedError);
    return false;
  }
};

it('production: only the configured origins, compared whole, and only with an integrity', () => {
  expect(allowed('https://releases.cdn.test/mfe-catalog/1/server/a.js', INTEGRITY)).toBe(true);
  expect(allowed('http://127.0.0.1:3006/mfe-catalog/1/server/a.js', INTEGRITY)).toBe(true);
  expect(allowed('https://releases.cdn.test/a.js', null)).toBe(false);
  for (const address of [
    'http://releases.cdn.test/a.js',
    'https://releases.cdn.test.evil.test/a.js',
    'https://releases.cdn.test:8443/a.js',
    'http://127.0.0.1:3007/a.js',
    'http://localhost:3006/a.js',
    'file:///srv/releases/a.js',
    'data:text/javascript,1',
    'not a url',
  ])
    expect({ address, allowed: allowed(address, INTEGRITY) }).toEqual({ address, allowed: false });
});

it('development: loopback hosts and the configured folders too; without integrity only those', () => {
  for (const address of [
    'http://localhost:3001/a.js',
    'http://127.0.0.2:3001/a.js',
    'http://[::1]:3001/a.js',
    'file:///srv/releases/x/a.js',
  ])
    expect({ address, allowed: allowed(address, null, development) }).toEqual({ address, allowed: true });
  for (const address of [
    'http://localhost.evil.test/a.js',
    'http://192.168.1.5:3001/a.js',
    'file:///srv/releases-other/a.js',
    'file:///srv/releases/../etc/a.js',
    'https://releases.cdn.test/a.js',
  ])
    expect({ address, allowed: allowed(address, INTEGRITY, development) }).toEqual({ address, allowed: false });
});

it('refuses an integrity that is not a sha256 in SRI form', () => {
  expect(() => mayLoad('http://localhost:3001/a.js', 'sha512-abc', development)).toThrow(
    "remotes.json names 'sha512-abc' as its integrity, not sha256-<base64>",
  );
});

it('refuses the settings it cannot honour', () => {
  expect(() => remoteCodePolicy({ production: true, sources: ['file:///srv/releases'] })).toThrow('development only');
  expect(() => remoteCodePolicy({ production: false, sources: ['http://cdn.example.in'] })).toThrow('must be https');
  expect(() => remoteCodePolicy({ production: false, sources: ['https://cdn.example.in/path'] })).toThrow(
    'origin only',
  );
});

it('gives the code only when its bytes are the ones named', () => {
  const bytes = Buffer.from('exports.exposes = {};');
  expect(verifiedSource('https://releases.cdn.test/a.js', bytes, INTEGRITY)).toBe('exports.exposes = {};');
  expect(() =>
    verifiedSource('https://releases.cdn.test/a.js', Buffer.from('exports.exposes = {} ;'), INTEGRITY),
  ).toThrow(IntegrityMismatchError);
  expect(verifiedSource('http://localhost:3001/a.js', bytes, null)).toBe('exports.exposes = {};');
});
