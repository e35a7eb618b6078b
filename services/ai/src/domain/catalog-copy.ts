import { hotelCopy, type SnapshotFill } from '@suvarna/platform';
import { applyHotelChange, recordSnapshot, removeHotel, snapshotLoaded } from '../data-access/read-models';
import { fetchHotelSnapshot } from '../data-access/catalog-client';

/** ai's read model of the catalog's hotels: a snapshot's hotel replaces a copy as new as itself. */
const copy = hotelCopy(
  { applyHotelChange, removeHotel, snapshotLoaded, recordSnapshot, fetchHotelSnapshot },
  { name: 'hotel copy', meanwhile: 'answers use the copy as it is', snapshotSameRevision: true },
);

export const { copyHotelChange, copyHotelRemoval, startSnapshotSync } = copy;
export type SnapshotSync = SnapshotFill;
