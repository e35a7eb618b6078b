import { describe, expect, it } from 'vitest';
import { addressBucket, failureDelayMs, retryPhrase } from './sign-in-limits';

describe('retryPhrase', () => {
  it.each([
    [12 * 60_000 - 500, 'Try again in 12 minutes.'],
    [60_000, 'Try again in 1 minute.'],
    [61_000, 'Try again in 2 minutes.'],
    [30_000, 'Try again in 30 seconds.'],
    [400, 'Try again in 1 second.'],
  ])('when %i ms remain, then it says "%s"', (ms, phrase) => {
    expect(retryPhrase(ms)).toBe(phrase);
  });
});

describe('failureDelayMs', () => {
  const config = { LOGIN_FAILURE_DELAY_MS: 250, LOGIN_FAILURE_MAX_DELAY_MS: 2000 };
  it('when failures grow, then the delay grows by a step each and stops at the cap', () => {
    expect([1, 2, 4, 8, 20].map((n) => failureDelayMs(n, config))).toEqual([250, 500, 1000, 2000, 2000]);
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
