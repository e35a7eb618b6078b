import type { EventBus, Logger, Pool } from '@suvarna/platform';
import type { CareersConfig } from '../config';

/** What the careers use cases work with. */
export interface CareersDeps {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  config: CareersConfig;
}
