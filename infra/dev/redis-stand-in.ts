import type { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';
import { useRedisStandIn } from '@suvarna/platform';

/** The name rate-limiter-flexible gives its counting script (see createWindowLimit in the platform). */
const WINDOW_COUNT_COMMAND = 'rlflxIncr';

type CommandDefinition = { numberOfKeys?: number; lua: string };

/**
 * The in-process stand-in for a Redis server (ioredis-mock), for the services of one process: `npm start` and
 * the tests. Its instances share one keyspace within the process, so services running together see each other's
 * writes (revoked sessions, rate-limit counters) as they would on a real server. Its Lua interpreter takes about
 * 12 ms a call, so the window limits' counting script runs here as its own commands (SET NX EX, INCRBY, PTTL, and
 * EXPIRE when the key has lost its expiry, as the script does): each is atomic, and the count is right however
 * calls interleave.
 */
export function createRedisStandIn(): Redis {
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

/** From now on, createRedis without a URL gives the stand-in in this process. */
export function registerRedisStandIn(): void {
  useRedisStandIn(createRedisStandIn);
}
