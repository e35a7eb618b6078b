import { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';

export type RedisClient = Redis;

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (and the count starts again from zero). */
  resetInMs: number;
}

/**
 * Counts one more in a fixed window. The window starts with the first hit (SET NX with the TTL) and
 * is never extended by later ones, so that a refused caller knows exactly when to come back.
 */
export async function countInWindow(redis: RedisClient, key: string, windowSeconds: number): Promise<WindowCount> {
  const replies = await redis.multi().set(key, '0', 'EX', windowSeconds, 'NX').incr(key).pttl(key).exec();
  const failed = replies?.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
  const ms = Number(replies?.[2]?.[1]);
  return { count: Number(replies?.[1]?.[1]) || 0, resetInMs: ms > 0 ? ms : windowSeconds * 1000 };
}

/**
 * A Redis client for REDIS_URL, or, when it is unset, the in-process stand-in. Stand-in instances
 * share one keyspace within the process, so services running together in one process see each
 * other's writes (revoked sessions, rate-limit counters) as they would on a real server.
 */
export function createRedis(url: string | undefined): RedisClient {
  if (!url) return new RedisMock() as unknown as Redis;
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  client.on('error', () => undefined); // reconnects on its own; readiness reports the outage
  return client;
}
