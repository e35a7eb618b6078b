import type { Logger, Pool, RedisClient } from '@suvarna/platform';
import { refillSessionListsIfLost } from '../../domain/sessions';

/**
 * Watches for a Redis that came back empty (a restart, a flush) and lists the sessions again from Postgres,
 * every `everyMs` and whenever the connection is made again. Meanwhile each verifier asks the record for a
 * session it cannot find, so nobody is signed out either way. Returns the stop function.
 */
export function keepSessionListsFilled(deps: { pool: Pool; redis: RedisClient; logger: Logger }, marker: string, everyMs = 5_000): () => Promise<void> {
  let running: Promise<void> | undefined;
  let lastFailureLog = 0;
  const check = () => {
    running ??= refillSessionListsIfLost(deps, marker)
      .then((restored) => {
        if (restored) deps.logger.warn(restored, 'Redis had lost the session lists; listed them again');
      })
      .catch((err: unknown) => {
        if (Date.now() - lastFailureLog < 30_000) return;
        lastFailureLog = Date.now();
        deps.logger.warn({ err }, 'could not check the session lists in Redis; trying again');
      })
      .finally(() => (running = undefined));
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  deps.redis.on('ready', check);
  return async () => {
    clearInterval(timer);
    deps.redis.off('ready', check);
    await running;
  };
}
