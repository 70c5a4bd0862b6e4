import { clientKey } from './client-key';

describe('clientKey: what a rate limiter counts a client as', () => {
  it('an IPv4 address as itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('every address of one IPv6 /64 as the same client, however it is written', () => {
    const key = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:00bb:1234:5678:9abc:def0',
      '2001:DB8:AA:BB::42',
      '2001:db8:aa:bb::1%eth0',
    ])
      expect(clientKey(address)).toBe(key);
  });

  it('another /64 as another client', () => {
    expect(clientKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('an IPv4 client seen through a dual-stack socket as its IPv4 address, never one bucket for all', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('::ffff:198.51.100.20')).toBe('198.51.100.20');
  });

  it('an IPv6 address with an IPv4 tail that is not a mapped address by its /64', () => {
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
