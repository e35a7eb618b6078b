import type { EventBus, Logger, Pool, UnverifiedMailLimits } from '@suvarna/platform';
import type { BookingConfig } from '../config';

/** What the booking use cases work with. */
export interface BookingDeps {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  config: BookingConfig;
  /** The shared limits on e-mail to unverified addresses (the question to a typed guest address is one). */
  mailLimits: UnverifiedMailLimits;
}
