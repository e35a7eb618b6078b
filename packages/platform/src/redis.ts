import { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';

export type RedisClient = Redis;

/**
 * A Redis client for REDIS_URL, or, when it is unset, the in-process stand-in. Stand-in instances
 * share one keyspace within the process, so services running together in one process see each
 * other's writes (revoked sessions, rate-limit counters) as they would on a real server.
 */
export function createRedis(url: string | undefined, keyPrefix = ''): RedisClient {
  if (!url) return standIn();
  // A prefix keeps deployments (or test runs) that share one Redis server apart: counters, sessions and caches alike.
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false, ...(keyPrefix ? { keyPrefix } : {}) });
  client.on('error', () => undefined); // reconnects on its own; readiness reports the outage
  return client;
}

/** The name rate-limiter-flexible gives its counting script (see createWindowLimit). */
const WINDOW_COUNT_COMMAND = 'rlflxIncr';

type CommandDefinition = { numberOfKeys?: number; lua: string };

/**
 * The in-process stand-in. Its Lua interpreter takes about 12 ms a call, so the window limits' counting
 * script runs here as its own commands (SET NX EX, INCRBY, PTTL, and EXPIRE when the key has lost its expiry,
 * as the script does): each is atomic, and the count is right however calls interleave.
 */
function standIn(): Redis {
  const client = new RedisMock() as unknown as Redis;
  const define = client.defineCommand.bind(client) as (name: string, definition: CommandDefinition) => void;
  const commands = client as unknown as Record<string, unknown>;
  (client as unknown as { defineCommand: typeof define }).defineCommand = (name, definition) => {
    if (name !== WINDOW_COUNT_COMMAND) return define(name, definition);
    commands[name] = async ([key, points, seconds]: string[]) => {
      await client.set(key!, '0', 'EX', Number(seconds), 'NX');
      const consumed = await client.incrby(key!, Number(points));
      let ttl = await client.pttl(key!);
      if (ttl === -1) {
        await client.expire(key!, Number(seconds));
        ttl = Number(seconds) * 1000;
      }
      return [consumed, ttl];
    };
  };
  return client;
}
