import type { Hotel, HotelStatus, Room } from '@suvarna/contracts';
import { properties } from './properties';

export { properties, brandContact } from './properties';
export { team } from './team';
export { partners } from './partners';

/** The lowest nightly price of a hotel's rooms, in rupees; null when it lists no rooms. */
export function minRoomPrice(hotel: { rooms: readonly Pick<Room, 'price'>[] }): number | null {
  return hotel.rooms.length ? Math.min(...hotel.rooms.map((r) => r.price)) : null;
}

export function findProperty(id: string): Hotel | undefined {
  return properties.find((p) => p.id === id);
}

export function propertiesWithStatus(status: HotelStatus): Hotel[] {
  return properties.filter((p) => p.status === status);
}
