import { describe, expect, it } from 'vitest';
import { addressBucket, failureDelayMs } from './sign-in-limits';

describe('failureDelayMs', () => {
  const config = { LOGIN_FAILURE_DELAY_MS: 250, LOGIN_FAILURE_MAX_DELAY_MS: 5000 };
  it('when failures grow, then the delay doubles with each and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => failureDelayMs(n, config))).toEqual([0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

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
