import type { Hotel, HotelStatus } from '@suvarna/contracts';
import { properties } from './properties';

export { properties, brandContact } from './properties';
export { team } from './team';
export { partners } from './partners';

export function findProperty(id: string): Hotel | undefined {
  return properties.find((p) => p.id === id);
}

export function propertiesWithStatus(status: HotelStatus): Hotel[] {
  return properties.filter((p) => p.status === status);
}
export { gstRegistrations, gstSellerFor, legalEntity } from './gst-registrations';
