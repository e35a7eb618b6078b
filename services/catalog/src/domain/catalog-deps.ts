import type { EventBus, Logger, Pool, ServiceDeps } from '@suvarna/platform';
import type { CatalogConfig } from '../config';
import { createResponseCache, type ResponseCache } from '../data-access/response-cache';

export type { CachedBody } from '../data-access/response-cache';

/** What the catalog's use cases work with. */
export interface CatalogDeps {
  pool: Pool;
  bus: EventBus;
  cache: ResponseCache;
  logger: Logger;
}

/** The use cases' dependencies out of the service's, with a response cache of their own. */
export function createCatalogDeps(deps: Pick<ServiceDeps<CatalogConfig>, 'pool' | 'bus' | 'logger' | 'redis' | 'config'>): CatalogDeps {
  return {
    pool: deps.pool,
    bus: deps.bus,
    logger: deps.logger,
    cache: createResponseCache({
      redis: deps.redis,
      logger: deps.logger,
      databaseUrl: deps.config.DATABASE_URL,
      ttlSeconds: deps.config.CATALOG_CACHE_TTL_SECONDS,
    }),
  };
}
