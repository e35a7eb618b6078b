import { afterEach, describe, expect, it } from 'vitest';
import { createRedisStandIn } from '@suvarna/infra/redis-stand-in';
import { createRedis, createWindowLimit, RedisUrlRequiredError, useRedisStandIn } from '../src';

describe('createRedis without a URL', () => {
  // The tests' set-up file registers the stand-in in every test file's process; put it back after each test.
  afterEach(() => useRedisStandIn(createRedisStandIn));

  it('when no stand-in is registered (a server as bundled), then it refuses, saying REDIS_URL is required', () => {
    useRedisStandIn(undefined);
    expect(() => createRedis(undefined)).toThrow(RedisUrlRequiredError);
    expect(() => createRedis('')).toThrow('REDIS_URL is required');
  });

  it('when the stand-in is registered, then its clients share one keyspace in the process', async () => {
    const [a, b] = [createRedis(undefined), createRedis(undefined)];
    const key = `stand-in-${Math.random().toString(36).slice(2)}`;
    await a.set(key, 'seen');
    expect(await b.get(key)).toBe('seen');
    a.disconnect();
    b.disconnect();
  });

  it("when a window limit counts on the stand-in, then its counting script's override keeps the count and the window", async () => {
    const redis = createRedis(undefined);
    const limit = createWindowLimit(redis, { limit: 2, windowSeconds: 60, keyPrefix: `stand-in-limit-${Math.random().toString(36).slice(2)}` });
    const hits = [await limit.hit('k'), await limit.hit('k'), await limit.hit('k')];
    expect(hits.map((h) => h.allowed)).toEqual([true, true, false]);
    redis.disconnect();
  });
});
