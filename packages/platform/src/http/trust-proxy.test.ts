import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies, trustOnlyNearestProxy } from './trust-proxy';

describe('trustedProxies', () => {
  it('when given names, addresses and ranges, then each is matched, IPv4-mapped addresses too', () => {
    const trusted = trustedProxies('loopback, uniquelocal, 203.0.113.7, 2001:db8::/32');
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', 'fd00::1', '203.0.113.7', '2001:db8:1::9'].every(trusted)).toBe(true);
    expect(['8.8.8.8', '203.0.113.8', '172.32.0.1', '2001:db9::1', 'not-an-ip'].some(trusted)).toBe(false);
  });

  it('when the same addresses are asked about again, and past the answers it keeps, then each answer stays the same', () => {
    const trusted = trustedProxies('loopback, 10.0.0.0/8');
    const asked = Array.from({ length: 2_500 }, (_, i) => [`10.0.${(i >> 8) & 255}.${i & 255}`, `198.51.${(i >> 8) & 255}.${i & 255}`]).flat();
    for (let round = 0; round < 2; round++) {
      expect(asked.map(trusted)).toEqual(asked.map((a) => a.startsWith('10.')));
      expect([trusted('127.0.0.1'), trusted('::ffff:127.0.0.1'), trusted('8.8.8.8'), trusted('not-an-ip')]).toEqual([true, true, false, false]);
    }
  });

  it('when an entry is not understood, then it names it', () => {
    expect(() => trustedProxies('loopback, gateway.internal')).toThrow('"gateway.internal" is not loopback');
    expect(() => trustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });
});

describe('clientAddress', () => {
  const loopbackOnly = trustedProxies('loopback');

  it('when the peer is not trusted, then any X-Forwarded-For is ignored', () => {
    expect(clientAddress('198.51.100.4', '1.2.3.4', loopbackOnly)).toBe('198.51.100.4');
  });

  it('when the peer is a trusted proxy, then the address it forwarded is the client', () => {
    expect(clientAddress('::ffff:127.0.0.1', '1.2.3.4, 198.51.100.4', loopbackOnly)).toBe('198.51.100.4');
  });

  it('when several trusted proxies forwarded in turn, then the walk stops at the first untrusted address', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.4, 127.0.0.2', loopbackOnly)).toBe('198.51.100.4');
  });

  it('when the forwarded value is not an address, then the last trusted hop is kept', () => {
    expect(clientAddress('127.0.0.1', 'evil', loopbackOnly)).toBe('127.0.0.1');
  });
});

describe('trustOnlyNearestProxy', () => {
  it('when asked about a hop beyond the connection\'s peer, then it is never trusted', () => {
    const trust = trustOnlyNearestProxy('loopback');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('198.51.100.4', 0)).toBe(false);
  });
});
