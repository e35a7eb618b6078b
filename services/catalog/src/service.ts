import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition, ServiceDeps } from '@suvarna/platform';
import type { CatalogConfig } from './config';
import { createCatalogDeps, type CatalogDeps } from './domain/catalog-deps';
import { seedCatalog } from './domain/seed-catalog';
import { adminHotelRoutes } from './entry-points/http/admin-hotel-routes';
import { directoryRoutes } from './entry-points/http/directory-routes';
import { hotelRoutes } from './entry-points/http/hotel-routes';
import { internalRoutes } from './entry-points/http/internal-routes';
import { reviewRoutes } from './entry-points/http/review-routes';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Hotels, rooms, reviews, the leadership team and partners. */
export function createCatalogService(): ServiceDefinition<CatalogConfig> {
  // One set per service start: the hot routes and the rest share the response cache (and its bytes).
  const made = new WeakMap<ServiceDeps<CatalogConfig>, CatalogDeps & Pick<ServiceDeps, 'auth'>>();
  const catalogDeps = (deps: ServiceDeps<CatalogConfig>): CatalogDeps & Pick<ServiceDeps, 'auth'> => {
    const found = made.get(deps);
    if (found) return found;
    const fresh = { ...createCatalogDeps(deps), auth: deps.auth };
    made.set(deps, fresh);
    return fresh;
  };
  return {
    name: 'catalog',
    migrationsDir,
    onStart: (deps) => seedCatalog(catalogDeps(deps)),
    hotRoutes: (app, deps) => {
      app.use(hotelRoutes(catalogDeps(deps), deps.metrics));
    },
    routes: (app, deps) => {
      const catalog = catalogDeps(deps);
      app.use(directoryRoutes(catalog), reviewRoutes(catalog), adminHotelRoutes(catalog), internalRoutes(catalog));
    },
  };
}
