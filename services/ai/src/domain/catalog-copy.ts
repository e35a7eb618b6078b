import { hotelChangedAsV2, hotelRemovedSchema } from '@suvarna/contracts';
import { withTransaction, type Logger, type Pool, type Queryable } from '@suvarna/platform';
import { applyHotelChange, recordSnapshot, removeHotel, snapshotLoaded } from '../data-access/read-models';
import { fetchHotelSnapshot } from '../data-access/catalog-client';

/** catalog.hotel-changed, v1 or v2: the copy takes it when it is newer than what it holds. */
export async function copyHotelChange(db: Queryable, version: number, data: unknown): Promise<boolean> {
  return applyHotelChange(db, hotelChangedAsV2(version, data));
}

/** catalog.hotel-removed: the hotel is gone for good. */
export async function copyHotelRemoval(db: Queryable, data: unknown): Promise<void> {
  await removeHotel(db, hotelRemovedSchema.parse(data).hotelId);
}

export interface SnapshotSync {
  /** Resolves once the copy holds the snapshot (or the sync was stopped). */
  done: Promise<void>;
  stop(): void;
}

export interface SnapshotSyncOptions {
  pool: Pool;
  logger: Logger;
  catalogUrl: string;
  maxDelayMs: number;
  timeoutMs?: number;
}

/**
 * Fills the copy from the catalog's snapshot the first time the service starts on a database, so that
 * it never waits for an admin's edit (or for events a broker no longer keeps). Runs in the background:
 * while the catalog is down it tries again with a growing pause, and the service answers from whatever
 * the copy holds. Changes newer than the snapshot, arriving by event, are never overwritten.
 */
export function startSnapshotSync(options: SnapshotSyncOptions): SnapshotSync {
  const { pool, logger, catalogUrl, maxDelayMs, timeoutMs = 5_000 } = options;
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
        if (await snapshotLoaded(pool)) return;
        const hotels = await fetchHotelSnapshot(catalogUrl, timeoutMs);
        if (stopped) return;
        const applied = await withTransaction(pool, async (client) => {
          let n = 0;
          for (const hotel of hotels) if (await applyHotelChange(client, hotel)) n++;
          await recordSnapshot(client, hotels.length);
          return n;
        });
        logger.info({ hotels: hotels.length, applied }, 'hotel copy filled from the catalog snapshot');
        return;
      } catch (err) {
        if (stopped) return;
        const level = attempt === 1 || delay >= maxDelayMs ? 'warn' : 'debug';
        logger[level]({ err, attempt, retryInMs: delay }, 'catalog snapshot unavailable; answers use the copy as it is');
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
