import type { BookingCreate, BookingStatus } from '@suvarna/contracts';
import { createUnverifiedMailLimits, limitsFromConfig, type AuthUser, type ServiceDeps } from '@suvarna/platform';
import type { BookingConfig } from '../config';
import type { BookingDeps } from '../domain/booking-deps';
import { cancelOwnBooking } from '../domain/cancel-booking';
import { createBooking } from '../domain/create-booking';
import { inventoryLoaded } from '../domain/inventory-copy';
import { changeStatus } from '../domain/manage-bookings';
import { readBooking } from '../domain/read-bookings';

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): the
 * same use cases as the guest's and the admin's routes, run as of a past moment (platform's atBusinessTime).
 */
export function bookingHistoryPort(deps: ServiceDeps<BookingConfig>) {
  // A year of bookings written in a minute: a hold of the past is no live hold, so the caps on an account's
  // unpaid holds do not apply to the history (the demo guests book for themselves: no guest address is asked).
  const booking: BookingDeps = {
    pool: deps.pool,
    bus: deps.bus,
    logger: deps.logger,
    config: { ...deps.config, HOLD_MAX_BOOKINGS: Infinity, HOLD_MAX_ROOMS: Infinity, HOLD_MAX_BOOKINGS_PER_HOTEL: Infinity, HOLD_MAX_ROOMS_PER_HOTEL: Infinity },
    mailLimits: createUnverifiedMailLimits(deps.redis, limitsFromConfig(deps.config)),
  };
  return {
    /** Whether the catalog's hotels have reached booking's copy (on a first start they arrive in the background). */
    ready: () => inventoryLoaded(deps.pool),
    book: async (user: AuthUser, input: BookingCreate) => (await createBooking(booking, { input, user, clientAddress: 'demo-history' })).booking,
    read: (user: AuthUser, id: string) => readBooking(booking, user, id),
    cancel: (user: AuthUser, id: string) => cancelOwnBooking(booking, user, id),
    changeStatus: (admin: AuthUser, id: string, status: BookingStatus) => changeStatus(booking, admin, id, status),
  };
}
export type BookingHistoryPort = ReturnType<typeof bookingHistoryPort>;
