import { Router } from 'express';
import type { ServiceDeps } from '@suvarna/platform';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { hotelChangeSnapshot, hotelCounts } from '../../domain/read-catalog';

/**
 * Calls from other services, under /internal: the gateway proxies only its route table's /api
 * prefixes, so these are never reachable from outside.
 */
export function internalRoutes(deps: CatalogDeps & Pick<ServiceDeps, 'auth'>): Router {
  const router = Router();

  // Booking fills its inventory copy from this on a first start; it holds nothing the public pages do not show but inactive hotels' rooms.
  router.get('/internal/hotels', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ hotels: await hotelChangeSnapshot(deps.pool) });
  });

  // The admin dashboard's active_hotels, asked by booking with the admin's own token.
  router.get('/internal/stats', deps.auth.requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await hotelCounts(deps.pool));
  });

  return router;
}
