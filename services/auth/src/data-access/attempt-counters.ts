import { countInWindow, type RedisClient, type WindowCount } from '@suvarna/platform';

/** Counts one more in a fixed window (see countInWindow). */
export const hit = countInWindow;

export async function reset(redis: RedisClient, key: string): Promise<void> {
  await redis.del(key);
}

/** How long an in-flight mark outlives a process that died while checking a password. */
const IN_FLIGHT_TTL_MS = 30_000;

export interface Reservation {
  /** Failures recorded in each scope's window, in the order the scopes were given. */
  failures: WindowCount[];
  /** Checks in flight in each scope, this one included. */
  inFlight: number[];
}

/**
 * Marks a password check as in flight in each scope and reads the scopes' failure counts, in one
 * transaction, so that a decision sees every check that started before it.
 */
export async function reserve(
  redis: RedisClient,
  scopes: readonly { failuresKey: string; inFlightKey: string }[],
  windowSeconds: number,
): Promise<Reservation> {
  const tx = redis.multi();
  for (const scope of scopes) tx.incr(scope.inFlightKey).pexpire(scope.inFlightKey, IN_FLIGHT_TTL_MS).get(scope.failuresKey).pttl(scope.failuresKey);
  const replies = (await tx.exec()) ?? [];
  const failed = replies.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
  return {
    inFlight: scopes.map((_, i) => Number(replies[i * 4]?.[1]) || 0),
    failures: scopes.map((_, i) => toWindowCount(replies[i * 4 + 2]?.[1], replies[i * 4 + 3]?.[1], windowSeconds)),
  };
}

/** Takes a check's in-flight marks back. */
export async function release(redis: RedisClient, inFlightKeys: readonly string[]): Promise<void> {
  const tx = redis.multi();
  for (const key of inFlightKeys) tx.decr(key);
  await tx.exec();
}

function toWindowCount(count: unknown, pttl: unknown, windowSeconds: number): WindowCount {
  const ms = Number(pttl);
  return { count: Number(count) || 0, resetInMs: ms > 0 ? ms : windowSeconds * 1000 };
}
