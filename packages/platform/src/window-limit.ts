import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClient } from './redis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (and the count starts again from zero). */
  resetInMs: number;
}

export interface WindowHit extends WindowCount {
  /** False once the count has passed the limit: the caller refuses, and tells when to come back (resetInMs). */
  allowed: boolean;
}

export interface WindowLimit {
  /** Counts one more for `key`. */
  hit(key: string): Promise<WindowHit>;
  /** Forgets the count for `key`. */
  reset(key: string): Promise<void>;
}

export interface WindowLimitOptions {
  /** Hits allowed per window; a hit past it is answered `allowed: false`. */
  limit: number;
  windowSeconds: number;
  /** Put before every key with a colon; '' (the default) uses the keys as given. */
  keyPrefix?: string;
  /** While a real Redis client is not connected, fail at once instead of queueing behind its reconnects. */
  failFastWhileDisconnected?: boolean;
}

/**
 * A fixed-window limit in Redis (rate-limiter-flexible's RateLimiterRedis), shared by every instance that
 * uses the same keys. The window starts with the first hit and is never extended by later ones, so that a
 * refused caller knows exactly when to come back. Without REDIS_URL (under `npm start` and the tests) the
 * client is the in-process stand-in (see createRedis), so the one design serves them too.
 */
export function createWindowLimit(redis: RedisClient, options: WindowLimitOptions): WindowLimit {
  const windowMs = options.windowSeconds * 1000;
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    points: options.limit,
    duration: options.windowSeconds,
    keyPrefix: options.keyPrefix ?? '',
    rejectIfRedisNotReady: options.failFastWhileDisconnected ?? false,
  });
  const toCount = (res: RateLimiterRes): WindowCount => ({
    count: res.consumedPoints,
    resetInMs: res.msBeforeNext > 0 ? res.msBeforeNext : windowMs,
  });
  return {
    async hit(key) {
      try {
        return { ...toCount(await limiter.consume(key)), allowed: true };
      } catch (outcome) {
        // The library refuses with the window's state, and fails with an Error when Redis does.
        if (outcome instanceof RateLimiterRes) return { ...toCount(outcome), allowed: false };
        throw outcome;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
