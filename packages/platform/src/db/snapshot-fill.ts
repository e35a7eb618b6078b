import type { Logger } from '../logger';
import { withTransaction, type Pool, type Queryable } from './pool';

export interface SnapshotFill {
  /** Resolves once the copy holds the snapshot (or the fill was stopped). */
  done: Promise<void>;
  stop(): void;
}

export interface SnapshotFillOptions<T> {
  pool: Pool;
  logger: Logger;
  /** What the copy is called in log lines ("inventory copy"). */
  name: string;
  /** What a service does from the copy while the snapshot is out of reach ("bookings use the copy as it is"). */
  meanwhile: string;
  maxDelayMs: number;
  /** Whether the copy was already filled (on an earlier start). */
  loaded(db: Queryable): Promise<boolean>;
  /** The snapshot from the service that owns the data. */
  fetch(): Promise<T[]>;
  /** Writes the snapshot into the copy, inside one transaction; returns how many items changed the copy. */
  apply(db: Queryable, items: T[]): Promise<number>;
}

/**
 * Fills a service's copy of another service's data from that service's snapshot the first time it starts on a
 * database, so that it never waits for an edit (or for events a broker no longer keeps). Runs in the
 * background: while the owner is down it tries again with a growing pause, and the service works from
 * whatever the copy holds. `apply` decides what a newer change arriving by event keeps.
 */
export function startSnapshotFill<T>(options: SnapshotFillOptions<T>): SnapshotFill {
  const { pool, logger, name, meanwhile, maxDelayMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function run(): Promise<void> {
    let delay = Math.min(250, maxDelayMs);
    for (let attempt = 1; !stopped; attempt++) {
      try {
        if (await options.loaded(pool)) return;
        const items = await options.fetch();
        if (stopped) return;
        const applied = await withTransaction(pool, (client) => options.apply(client, items));
        logger.info({ items: items.length, applied }, `${name} filled from the snapshot`);
        return;
      } catch (err) {
        if (stopped) return;
        const level = attempt === 1 || delay >= maxDelayMs ? 'warn' : 'debug';
        logger[level]({ err, attempt, retryInMs: delay }, `snapshot unavailable; ${meanwhile}`);
        await pause(delay);
        delay = Math.min(maxDelayMs, delay * 2);
      }
    }
  }

  return {
    done: run(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
  };
}
