import type { RedisClient } from '@suvarna/platform';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (and the count starts again from zero). */
  resetInMs: number;
}

/**
 * Fixed-window counters in Redis. The window starts with the first hit (SET NX with the TTL) and
 * is never extended by later ones, so a refused caller knows exactly when to come back.
 */
export async function hit(redis: RedisClient, key: string, windowSeconds: number): Promise<WindowCount> {
  const replies = await redis.multi().set(key, '0', 'EX', windowSeconds, 'NX').incr(key).pttl(key).exec();
  return toWindowCount(replies?.[1]?.[1], replies?.[2]?.[1], windowSeconds);
}

/** Takes back one hit (a sign-in that turned out to succeed is not a failure). */
export async function unhit(redis: RedisClient, key: string): Promise<void> {
  const left = await redis.decr(key);
  if (left <= 0) await redis.del(key);
}

export async function reset(redis: RedisClient, key: string): Promise<void> {
  await redis.del(key);
}

function toWindowCount(count: unknown, pttl: unknown, windowSeconds: number): WindowCount {
  const ms = Number(pttl);
  return { count: Number(count) || 0, resetInMs: ms > 0 ? ms : windowSeconds * 1000 };
}
