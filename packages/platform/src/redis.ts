import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** Makes the in-process stand-in for a Redis server (see useRedisStandIn). */
export type RedisStandInFactory = () => RedisClient;

let standInFactory: RedisStandInFactory | undefined;

/**
 * Lets createRedis answer a missing REDIS_URL with an in-process stand-in. Only what runs the services inside
 * one process registers one: `npm start` (infra/dev/site.ts) and the tests (infra/testing/redis-stand-in-setup.ts);
 * the stand-in's code stays out of the servers' bundles, whose createRedis requires REDIS_URL. `undefined`
 * takes the registration back.
 */
export function useRedisStandIn(factory: RedisStandInFactory | undefined): void {
  standInFactory = factory;
}

/** Thrown by createRedis without a URL when no stand-in is registered. */
export class RedisUrlRequiredError extends Error {
  constructor() {
    super(
      'REDIS_URL is required: set it to a Redis server (redis://host:6379). ' +
        'Only the whole site in one process (`npm start`) and the tests run on an in-process stand-in.',
    );
    this.name = 'RedisUrlRequiredError';
  }
}

/**
 * A Redis client for REDIS_URL, or, when it is unset, the registered in-process stand-in (see useRedisStandIn);
 * without one it throws RedisUrlRequiredError.
 */
export function createRedis(url: string | undefined, keyPrefix = ''): RedisClient {
  if (!url) {
    if (!standInFactory) throw new RedisUrlRequiredError();
    return standInFactory();
  }
  // A prefix keeps deployments (or test runs) that share one Redis server apart: counters, sessions and caches alike.
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false, ...(keyPrefix ? { keyPrefix } : {}) });
  client.on('error', () => undefined); // reconnects on its own; readiness reports the outage
  return client;
}
