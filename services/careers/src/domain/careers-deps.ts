import type { EventBus, Logger, Pool, UnverifiedMailLimits } from '@suvarna/platform';
import type { CareersConfig } from '../config';

/** What the careers use cases work with. */
export interface CareersDeps {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  config: CareersConfig;
  /** The shared limits on e-mail to unverified addresses (an application's acknowledgement is one). */
  mailLimits: UnverifiedMailLimits;
}
