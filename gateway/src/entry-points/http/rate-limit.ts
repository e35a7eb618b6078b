import type { Logger, RedisClient } from '@suvarna/platform';

export interface RateLimiter {
  /** Counts a request from the client; resolves to 0 when it may pass, else the seconds to wait. */
  hit(clientKey: string): Promise<number>;
}

export interface RateLimiterOptions {
  redis: RedisClient;
  logger: Logger;
  /** Requests allowed per window; 0 turns the limiter off. */
  limit: number;
  windowMs?: number;
  keyPrefix?: string;
}

const FAILURE_LOG_INTERVAL_MS = 30_000;

/**
 * A fixed-window counter per client in Redis, shared by every gateway instance. When Redis fails,
 * requests pass (an outage of the limiter must not become an outage of the site) and the failure
 * is logged at most every 30 s rather than once per request.
 */
export function createRateLimiter({ redis, logger, limit, windowMs = 60_000, keyPrefix = 'gateway:rate:' }: RateLimiterOptions): RateLimiter {
  if (limit === 0) return { hit: () => Promise.resolve(0) };
  let lastFailureLog = 0;

  const failOpen = (err: unknown) => {
    const now = Date.now();
    if (now - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
      lastFailureLog = now;
      logger.error({ err }, 'rate limiter unavailable; letting requests through');
    }
    return 0;
  };

  // Keys this instance has already given an expiry in the current window. Later hits on them need
  // a bare INCR: one cheap command instead of a transaction on every proxied request.
  let expiring = { window: -1, keys: new Set<string>() };

  const count = async (key: string, window: number, ttlMs: number): Promise<number> => {
    if (expiring.window !== window) expiring = { window, keys: new Set() };
    if (expiring.keys.has(key)) return redis.incr(key);
    // INCR and PEXPIRE together, so that no counter is ever left without an expiry.
    const replies = await redis.multi().incr(key).pexpire(key, ttlMs).exec();
    const [incrError, value] = replies?.[0] ?? [new Error('transaction discarded'), 0];
    if (incrError) throw incrError;
    expiring.keys.add(key);
    return Number(value);
  };

  return {
    async hit(clientKey) {
      // While a real client reconnects, commands would queue behind its retries and hold every
      // request; the in-process stand-in has no connection status.
      if (redis.status !== undefined && redis.status !== 'ready') return failOpen(new Error(`redis is ${redis.status}`));
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const resetsAt = (window + 1) * windowMs;
      try {
        const hits = await count(`${keyPrefix}${clientKey}:${window}`, window, resetsAt - now + 1000);
        if (hits <= limit) return 0;
        return Math.max(1, Math.ceil((resetsAt - now) / 1000));
      } catch (err) {
        return failOpen(err);
      }
    },
  };
}
