import type { RedisClient, WindowCount } from '@suvarna/platform';

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
 * transaction, so that a decision sees every check that started before it. The failures are counted by
 * window limits (the platform's createWindowLimit, rate-limiter-flexible underneath), which keep a window's
 * count as an integer under its key, expiring with the window: read here as they are kept. The in-flight
 * marks are not a rate but the checks running now.
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
