import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUnverifiedMailLimits, limitsFromConfig, type ServiceDefinition, type ServiceDeps } from '@suvarna/platform';
import type { BookingConfig } from './config';
import type { BookingDeps } from './domain/booking-deps';
import { startSnapshotSync, type SnapshotSync } from './domain/inventory-copy';
import { startHoldSweeper } from './domain/follow-payment';
import { subscribeCatalogEvents } from './entry-points/events/catalog-events-consumer';
import { subscribePaymentEvents } from './entry-points/events/payment-events-consumer';
import { adminBookingRoutes } from './entry-points/http/admin-booking-routes';
import { bookingRoutes } from './entry-points/http/booking-routes';
import { internalRoutes } from './entry-points/http/internal-routes';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Bookings, booking's copy of the bookable rooms and their per-night counters, and the admin's booking management. */
export function createBookingService(): ServiceDefinition<BookingConfig> {
  let sync: SnapshotSync | undefined;
  let stopSweeper: (() => Promise<void>) | undefined;
  const bookingDeps = (deps: ServiceDeps<BookingConfig>): BookingDeps => ({
    pool: deps.pool,
    bus: deps.bus,
    logger: deps.logger,
    config: deps.config,
    mailLimits: createUnverifiedMailLimits(deps.redis, limitsFromConfig(deps.config)),
  });
  return {
    name: 'booking',
    businessCounters: { 'booking.created': { name: 'suvarna_bookings_created_total', help: 'Bookings created' } },
    migrationsDir,
    // In the background: the service starts, and takes bookings from its copy, while the catalog is down.
    onStart: async (deps) => {
      sync = startSnapshotSync({
        pool: deps.pool,
        logger: deps.logger.child({ component: 'inventory-sync' }),
        catalogUrl: deps.config.CATALOG_URL,
        maxDelayMs: deps.config.INVENTORY_SYNC_MAX_DELAY_MS,
      });
    },
    routes: (app, deps) => {
      const booking = bookingDeps(deps);
      app.use(bookingRoutes(booking, deps.auth), adminBookingRoutes(booking, deps.auth), internalRoutes(booking, deps.auth));
    },
    consumers: async (deps) => {
      await subscribeCatalogEvents(deps);
      await subscribePaymentEvents(bookingDeps(deps));
      stopSweeper = startHoldSweeper(bookingDeps(deps), deps.config.HOLD_SWEEP_SECONDS);
    },
    onStop: async () => {
      await stopSweeper?.();
      sync?.stop();
      await sync?.done;
    },
  };
}
