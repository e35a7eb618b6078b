import type { EventBus, Logger, Pool } from '@suvarna/platform';
import type { ResponseCache } from '../data-access/response-cache';

/** What the catalog's use cases work with. */
export interface CatalogDeps {
  pool: Pool;
  bus: EventBus;
  cache: ResponseCache;
  logger: Logger;
}
