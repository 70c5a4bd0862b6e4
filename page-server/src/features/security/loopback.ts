/** This machine only: `localhost`, 127.0.0.0/8 or ::1 (a URL's hostname writes IPv6 in brackets). */
import { isIP } from 'node:net';

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}
