import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createRedis } from '@suvarna/platform';
import { createRateLimiter } from './rate-limit';

const logger = createLogger('rate-limit-test', 'silent');
/** The limiter's clock (the counters' expiry in the in-process Redis reads it too): held still, moved by the test. */
function holdTheClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('rate limiter', () => {
  it('when a client stays within the limit, then it passes, and the next hit gets the seconds left in the window', async () => {
    const redis = createRedis(undefined);
    const keyPrefix = `test:${randomUUID()}:`;
    const limiter = createRateLimiter({ redis, logger, limit: 2, windowMs: 60_000, keyPrefix });
    holdTheClock();

    expect(await limiter.hit('10.0.0.1')).toBe(0);
    expect(await limiter.hit('10.0.0.1')).toBe(0);
    const retryAfter = await limiter.hit('10.0.0.1');

    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limiter.hit('10.0.0.2')).toBe(0);
  });

  it('when counters are written, then every one of them expires after its window', async () => {
    const redis = createRedis(undefined);
    const keyPrefix = `test:${randomUUID()}:`;
    const limiter = createRateLimiter({ redis, logger, limit: 100, windowMs: 60_000, keyPrefix });

    for (let i = 0; i < 5; i++) await limiter.hit('10.0.0.3');

    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0])).toBe('5');
    const ttl = await redis.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('when the window ends, then the client may pass again', async () => {
    const redis = createRedis(undefined);
    const limiter = createRateLimiter({ redis, logger, limit: 1, windowMs: 1000, keyPrefix: `test:${randomUUID()}:` });
    holdTheClock();

    expect(await limiter.hit('10.0.0.4')).toBe(0);
    expect(await limiter.hit('10.0.0.4')).toBe(1);
    vi.setSystemTime(Date.now() + 1000);

    expect(await limiter.hit('10.0.0.4')).toBe(0);
  });

  it('when Redis fails, then requests pass and the failure is logged once, not per request', async () => {
    const redis = createRedis(undefined);
    const error = vi.spyOn(logger, 'error');
    const limiter = createRateLimiter({ redis, logger, limit: 1, keyPrefix: `test:${randomUUID()}:` });
    // The limit counts with one script command (rate-limiter-flexible's, defined on the client): it fails.
    vi.spyOn(redis as unknown as { rlflxIncr: () => Promise<unknown> }, 'rlflxIncr').mockRejectedValue(new Error('connection lost'));

    for (let i = 0; i < 5; i++) expect(await limiter.hit('10.0.0.5')).toBe(0);

    expect(error).toHaveBeenCalledTimes(1);
  });

  it('when the Redis client is not connected, then requests pass at once instead of waiting for it', async () => {
    // Nothing listens on port 1: the client keeps reconnecting.
    const redis = createRedis('redis://127.0.0.1:1');
    const limiter = createRateLimiter({ redis, logger, limit: 1 });

    const started = Date.now();
    for (let i = 0; i < 3; i++) expect(await limiter.hit('10.0.0.6')).toBe(0);

    expect(Date.now() - started).toBeLessThan(500);
    redis.disconnect();
  });

  it('when the limit is 0, then the limiter is off and never calls Redis', async () => {
    const redis = createRedis(undefined);
    const multi = vi.spyOn(redis, 'multi');
    const limiter = createRateLimiter({ redis, logger, limit: 0 });

    for (let i = 0; i < 3; i++) expect(await limiter.hit('10.0.0.7')).toBe(0);

    expect(multi).not.toHaveBeenCalled();
  });
});
