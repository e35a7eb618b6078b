import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('when the address is IPv4 or IPv4-mapped, then it counts on its own', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('when the address is IPv6, then every address of its /64 counts together', () => {
    expect(addressBucket('2001:db8:12:34:aaaa::1')).toBe('2001:db8:12:34::/64');
    expect(addressBucket('2001:0db8:0012:0034:ffff:1:2:3')).toBe('2001:db8:12:34::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });
});
