/**
 * The key a rate limiter counts a client address under. An IPv4 address is one client. An IPv6
 * client is its /64: one home, phone or server is handed a whole /64 and may use any address in
 * it, so counting single addresses would give it 2^64 buckets. An IPv4 address seen through a
 * dual-stack socket (`::ffff:203.0.113.7`) is that IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0xffff];

/** The eight 16-bit groups of a valid IPv6 address (zone removed, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? address;
  const tailStart = text.lastIndexOf(':') + 1;
  const tail = text.slice(tailStart);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const gap = text.indexOf('::');
  if (gap < 0) return groups(text);
  const head = groups(text.slice(0, gap));
  const rest = groups(text.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (IPV4_MAPPED_PREFIX.every((group, index) => groups[index] === group)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
