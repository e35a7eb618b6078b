import { hotelChangedAsV2, hotelRemovedSchema } from '@suvarna/contracts';
import { startSnapshotFill, type Logger, type Pool, type Queryable, type SnapshotFill } from '@suvarna/platform';
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

export type SnapshotSync = SnapshotFill;

export interface SnapshotSyncOptions {
  pool: Pool;
  logger: Logger;
  /** One origin per catalog instance, asked in turn. */
  catalogUrl: readonly string[];
  maxDelayMs: number;
  timeoutMs?: number;
}

/** Fills the hotel copy from the catalog's snapshot on the first start (see startSnapshotFill). */
export function startSnapshotSync({ pool, logger, catalogUrl, maxDelayMs, timeoutMs = 5_000 }: SnapshotSyncOptions): SnapshotSync {
  return startSnapshotFill({
    pool,
    logger,
    maxDelayMs,
    name: 'hotel copy',
    meanwhile: 'answers use the copy as it is',
    loaded: snapshotLoaded,
    fetch: () => fetchHotelSnapshot(catalogUrl, timeoutMs),
    // Changes newer than the snapshot, arriving by event, are never overwritten.
    async apply(db, hotels) {
      let applied = 0;
      for (const hotel of hotels) if (await applyHotelChange(db, hotel, { sameRevision: true })) applied++;
      await recordSnapshot(db, hotels.length);
      return applied;
    },
  });
}
