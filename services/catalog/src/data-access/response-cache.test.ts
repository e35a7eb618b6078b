import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createRedis } from '@suvarna/platform';
import { createResponseCache } from './response-cache';

afterEach(() => {
  vi.useRealTimers();
});

// The in-process Redis stand-in shares one keyspace per process: each test uses its own database name.
let n = 0;
const newCache = () =>
  createResponseCache({
    redis: createRedis(undefined),
    logger: createLogger('test', 'silent'),
    databaseUrl: `postgres://db.test:5432/cache_${++n}_${Date.now()}`,
    ttlSeconds: 60,
  });

describe('response cache', () => {
  it('when a read is repeated, then the loader runs once and the same body is served', async () => {
    const cache = newCache();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await cache.read('hotels', 'list', load)).toMatchObject({ body: Buffer.from('{"loads":1}'), hit: false });
    expect(await cache.read('hotels', 'list', load)).toMatchObject({ body: Buffer.from('{"loads":1}'), hit: true });
  });

  it('when a read is repeated, then the same bytes and ETag are served without being made again, and a write makes new ones', async () => {
    const cache = newCache();
    let version = 1;
    const first = await cache.read('hotels', 'list', async () => ({ version }));
    const second = await cache.read('hotels', 'list', async () => ({ version }));
    expect(second.hit).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.etag).toBe(first.etag);
    version = 2;
    await cache.invalidate('hotels');
    const third = await cache.read('hotels', 'list', async () => ({ version }));
    expect(third.body.toString()).toBe('{"version":2}');
    expect(third.etag).not.toBe(first.etag);
  });

  it('when another process filled the entry, then this one serves it from Redis and keeps its bytes', async () => {
    const redis = createRedis(undefined);
    const databaseUrl = `postgres://db.test:5432/shared_${Date.now()}`;
    const make = () => createResponseCache({ redis, logger: createLogger('test', 'silent'), databaseUrl, ttlSeconds: 60 });
    const [one, two] = [make(), make()];
    const filled = await one.read('directory', 'team', async () => ({ team: 'a' }));
    const read = await two.read('directory', 'team', async () => ({ team: 'never loaded' }));
    expect(read).toMatchObject({ hit: true, etag: filled.etag });
    expect(read.body.toString()).toBe('{"team":"a"}');
    await one.invalidate('directory');
    expect((await two.read('directory', 'team', async () => ({ team: 'b' }))).body.toString()).toBe('{"team":"b"}');
  });

  it('when a scope is invalidated, then its reads load again and other scopes stay cached', async () => {
    const cache = newCache();
    let version = 1;
    await cache.read('hotels', 'list', async () => ({ version }));
    await cache.read('directory', 'team', async () => ({ version }));
    version = 2;
    await cache.invalidate('hotels');
    expect((await cache.read('hotels', 'list', async () => ({ version }))).body.toString()).toBe('{"version":2}');
    expect(await cache.read('directory', 'team', async () => ({ version }))).toMatchObject({ body: Buffer.from('{"version":1}'), hit: true });
  });

  it('when a write lands while a read is loading, then the read’s older result is not served afterwards', async () => {
    const cache = newCache();
    let release = () => {};
    let loading = () => {};
    const loadStarted = new Promise<void>((resolve) => (loading = resolve));
    const slowStaleLoad = async () => {
      loading();
      await new Promise<void>((resolve) => (release = resolve));
      return { name: 'before the write' };
    };
    const pending = cache.read('hotels', 'detail:1', slowStaleLoad);
    await loadStarted;
    await cache.invalidate('hotels');
    release();
    expect((await pending).body.toString()).toBe('{"name":"before the write"}');
    expect(await cache.read('hotels', 'detail:1', async () => ({ name: 'after the write' }))).toMatchObject({ body: Buffer.from('{"name":"after the write"}'), hit: false });
  });

  it('when the loader finds nothing, then nothing is cached', async () => {
    const cache = newCache();
    expect(await cache.readFound('hotels', 'detail:none', async () => undefined)).toBeUndefined();
    expect(await cache.readFound('hotels', 'detail:none', async () => ({ found: true }))).toMatchObject({ body: Buffer.from('{"found":true}'), hit: false });
  });

  it('when Redis loses its data (a restart), then bytes another process kept are not served under a generation that repeats', async () => {
    const redis = createRedis(undefined);
    const databaseUrl = `postgres://db.test:5432/restart_${Date.now()}`;
    const make = () => createResponseCache({ redis, logger: createLogger('test', 'silent'), databaseUrl, ttlSeconds: 60 });
    const [one, two] = [make(), make()];
    await one.read('hotels', 'list', async () => ({ version: 1 }));
    await one.invalidate('hotels');
    const kept = await one.read('hotels', 'list', async () => ({ version: 2 }));
    expect(kept.generation?.scope).toBe('hotels');

    // Redis restarts empty; another process reads, then a write lands, while the first still holds version 2.
    const keys = await redis.keys(`catalog:cache:db.test:5432/restart_*`);
    await redis.del(...keys);
    // A generation starts from the clock: the restart comes a few milliseconds later (the clock is moved, not waited for).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5);
    await two.read('hotels', 'list', async () => ({ version: 2 }));
    await two.invalidate('hotels');

    const read = await one.read('hotels', 'list', async () => ({ version: 3 }));
    expect(read.body.toString()).toBe('{"version":3}');
    // Higher, not only different: the gateway takes a scope's highest announced generation as the current one.
    expect(BigInt(read.generation!.value)).toBeGreaterThan(BigInt(kept.generation!.value));
  });

  it('when a write invalidates scopes, then it gets their new generations, above those its reads were served under', async () => {
    const cache = newCache();
    const hotels = await cache.read('hotels', 'list', async () => ({ version: 1 }));
    const reviews = await cache.read('reviews:4', 'list', async () => ({ version: 1 }));

    const moved = await cache.invalidate('hotels', 'reviews:4');

    expect(moved.map((g) => g.scope)).toEqual(['hotels', 'reviews:4']);
    expect(BigInt(moved[0]!.value)).toBeGreaterThan(BigInt(hotels.generation!.value));
    expect(BigInt(moved[1]!.value)).toBeGreaterThan(BigInt(reviews.generation!.value));
    const after = await cache.read('hotels', 'list', async () => ({ version: 2 }));
    expect(after.generation).toEqual(moved[0]);
  });
});
