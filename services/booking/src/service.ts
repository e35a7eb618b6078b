import type { ServiceDefinition } from '@suvarna/platform';
import type { BookingConfig } from './config';

/**
 * Bookings, room inventory and holds, and the admin's booking management.
 * Its features arrive with their own issue; until then it runs with its schema, health,
 * readiness and metrics only.
 */
export function createBookingService(): ServiceDefinition<BookingConfig> {
  return { name: 'booking' };
}
