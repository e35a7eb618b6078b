import { hotelCopy, type SnapshotFill } from '@suvarna/platform';
import { applyHotelChange, recordSnapshot, removeHotel, snapshotLoaded } from '../data-access/inventory-repository';
import { fetchHotelSnapshot } from '../data-access/peer-clients';

/** booking's copy of the catalog's hotels and rooms (its inventory); bookings keep their own copy of a removed hotel. */
const copy = hotelCopy(
  { applyHotelChange, removeHotel, snapshotLoaded, recordSnapshot, fetchHotelSnapshot },
  { name: 'inventory copy', meanwhile: 'bookings use the copy as it is' },
);

export const { copyHotelChange, copyHotelRemoval, startSnapshotSync } = copy;
/** Whether booking's copy holds the catalog's snapshot: its hotels can be booked. */
export const inventoryLoaded = copy.loaded;
export type SnapshotSync = SnapshotFill;
