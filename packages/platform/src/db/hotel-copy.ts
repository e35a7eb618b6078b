import { hotelChangedAsV2, hotelRemovedSchema, type HotelChanged } from '@suvarna/contracts';
import type { Logger } from '../logger';
import type { Pool, Queryable } from './pool';
import { startSnapshotFill, type SnapshotFill } from './snapshot-fill';

/** Where a service keeps its copy of the catalog's hotels (its own tables), and how it reads the catalog's snapshot. */
export interface HotelCopyStore {
  /** Takes the change when it is newer than what the copy holds (`sameRevision`: also when as new); true when taken. */
  applyHotelChange(db: Queryable, change: HotelChanged, options?: { sameRevision?: boolean }): Promise<boolean>;
  removeHotel(db: Queryable, hotelId: string): Promise<void>;
  /** Whether the copy holds the catalog's snapshot. */
  snapshotLoaded(db: Queryable): Promise<boolean>;
  recordSnapshot(db: Queryable, hotels: number): Promise<void>;
  /** The catalog's hotels now (GET /internal/hotels), from one of its instances. */
  fetchHotelSnapshot(catalogUrls: readonly string[], timeoutMs: number): Promise<HotelChanged[]>;
}

export interface HotelCopySyncOptions {
  pool: Pool;
  logger: Logger;
  /** One origin per catalog instance, asked in turn. */
  catalogUrl: readonly string[];
  maxDelayMs: number;
  timeoutMs?: number;
}

/**
 * A service's copy of the catalog's hotels (booking's inventory, ai's read model): it follows catalog.hotel-changed
 * (v1 or v2) and catalog.hotel-removed, and fills from the catalog's snapshot on the first start.
 * `name` and `meanwhile` say, in the logs, which copy it is and what answers use until the snapshot is in;
 * `snapshotSameRevision`: a snapshot's hotel replaces a copy as new as itself.
 */
export function hotelCopy(store: HotelCopyStore, { name, meanwhile, snapshotSameRevision = false }: { name: string; meanwhile: string; snapshotSameRevision?: boolean }) {
  return {
    /** catalog.hotel-changed, v1 or v2: the copy takes it when it is newer than what it holds. */
    copyHotelChange: (db: Queryable, version: number, data: unknown): Promise<boolean> => store.applyHotelChange(db, hotelChangedAsV2(version, data)),
    /** catalog.hotel-removed: the hotel is gone for good. */
    copyHotelRemoval: (db: Queryable, data: unknown): Promise<void> => store.removeHotel(db, hotelRemovedSchema.parse(data).hotelId),
    /** Whether the copy holds the catalog's snapshot. */
    loaded: (db: Queryable): Promise<boolean> => store.snapshotLoaded(db),
    /** Fills the copy from the catalog's snapshot on the first start (see startSnapshotFill). */
    startSnapshotSync({ pool, logger, catalogUrl, maxDelayMs, timeoutMs = 5_000 }: HotelCopySyncOptions): SnapshotFill {
      return startSnapshotFill({
        pool,
        logger,
        maxDelayMs,
        name,
        meanwhile,
        loaded: store.snapshotLoaded,
        fetch: () => store.fetchHotelSnapshot(catalogUrl, timeoutMs),
        // Changes newer than the snapshot, arriving by event, are never overwritten.
        async apply(db, hotels) {
          let applied = 0;
          for (const hotel of hotels) if (await store.applyHotelChange(db, hotel, snapshotSameRevision ? { sameRevision: true } : undefined)) applied++;
          await store.recordSnapshot(db, hotels.length);
          return applied;
        },
      });
    },
  };
}
