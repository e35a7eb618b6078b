import { Router } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { partners, teamMembers } from '../../domain/read-directory';
import { sendCached } from './send-cached';

/** The leadership team and partners, served from the response cache. */
export function directoryRoutes(deps: CatalogDeps): Router {
  const router = Router();
  router.get('/api/team', async (req, res) => {
    sendCached(req, res, await deps.cache.read('directory', 'team', () => teamMembers(deps.pool)));
  });
  router.get('/api/partners', async (req, res) => {
    sendCached(req, res, await deps.cache.read('directory', 'partners', () => partners(deps.pool)));
  });
  return router;
}
