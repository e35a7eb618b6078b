import { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';

export type RedisClient = Redis;

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
