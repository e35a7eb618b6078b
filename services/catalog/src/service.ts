import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition, ServiceDeps } from '@suvarna/platform';
import type { CatalogConfig } from './config';
import { createResponseCache } from './data-access/response-cache';
import type { CatalogDeps } from './domain/catalog-deps';
import { seedCatalog } from './domain/seed-catalog';
import { adminHotelRoutes } from './entry-points/http/admin-hotel-routes';
import { directoryRoutes } from './entry-points/http/directory-routes';
import { hotelRoutes } from './entry-points/http/hotel-routes';
import { internalRoutes } from './entry-points/http/internal-routes';
import { reviewRoutes } from './entry-points/http/review-routes';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Hotels, rooms, reviews, the leadership team and partners. */
export function createCatalogService(): ServiceDefinition<CatalogConfig> {
  const catalogDeps = (deps: ServiceDeps<CatalogConfig>): CatalogDeps & Pick<ServiceDeps, 'auth'> => ({
    pool: deps.pool,
    bus: deps.bus,
    logger: deps.logger,
    auth: deps.auth,
    cache: createResponseCache({
      redis: deps.redis,
      logger: deps.logger,
      databaseUrl: deps.config.DATABASE_URL,
      ttlSeconds: deps.config.CATALOG_CACHE_TTL_SECONDS,
    }),
  });
  return {
    name: 'catalog',
    migrationsDir,
    onStart: (deps) => seedCatalog(catalogDeps(deps)),
    routes: (app, deps) => {
      const catalog = catalogDeps(deps);
      app.use(hotelRoutes(catalog), directoryRoutes(catalog), reviewRoutes(catalog), adminHotelRoutes(catalog), internalRoutes(catalog));
    },
  };
}
