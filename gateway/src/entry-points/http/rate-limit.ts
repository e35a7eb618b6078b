import { createWindowLimit, type Logger, type RedisClient } from '@suvarna/platform';

export interface RateLimiter {
  /** Counts a request from the client; resolves to 0 when it may pass, else the seconds to wait. */
  hit(clientKey: string): Promise<number>;
}

export interface RateLimiterOptions {
  redis: RedisClient;
  logger: Logger;
  /** Requests allowed per window; 0 turns the limiter off. */
  limit: number;
  /** Whole seconds (the limit's store counts in seconds). */
  windowMs?: number;
  keyPrefix?: string;
}

const FAILURE_LOG_INTERVAL_MS = 30_000;

/**
 * A fixed-window count per client in Redis (the platform's window limit), shared by every gateway
 * instance. When Redis fails, or a real client is reconnecting, requests pass at once (an outage of the
 * limiter must not become an outage of the site) and the failure is logged at most every 30 s rather
 * than once per request.
 */
export function createRateLimiter({ redis, logger, limit, windowMs = 60_000, keyPrefix = 'gateway:rate:' }: RateLimiterOptions): RateLimiter {
  if (limit === 0) return { hit: () => Promise.resolve(0) };
  const window = createWindowLimit(redis, {
    limit,
    windowSeconds: Math.max(1, Math.round(windowMs / 1000)),
    keyPrefix: keyPrefix.replace(/:$/, ''),
    failFastWhileDisconnected: true,
  });
  let lastFailureLog = 0;

  const failOpen = (err: unknown) => {
    const now = Date.now();
    if (now - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
      lastFailureLog = now;
      logger.error({ err }, 'rate limiter unavailable; letting requests through');
    }
    return 0;
  };

  return {
    async hit(clientKey) {
      try {
        const { allowed, resetInMs } = await window.hit(clientKey);
        return allowed ? 0 : Math.max(1, Math.ceil(resetInMs / 1000));
      } catch (err) {
        return failOpen(err);
      }
    },
  };
}
