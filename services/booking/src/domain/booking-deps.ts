import type { EventBus, Logger, Pool } from '@suvarna/platform';
import type { BookingConfig } from '../config';

/** What the booking use cases work with. */
export interface BookingDeps {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  config: BookingConfig;
}
