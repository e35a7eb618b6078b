import type { Response } from 'express';
import { CACHE_GENERATION_HEADER, formatCacheGenerations } from '@suvarna/platform';
import type { CatalogDeps } from '../../domain/catalog-deps';

/**
 * The catalog's dependencies for one write: the cache generations its invalidation moves to go out on its answer
 * (`X-Cache-Generation`), so that the gateway the write came through serves no stored read of those scopes from
 * then on. Set before the answer is sent, as a use case invalidates before it returns.
 */
export function announcingGenerations(deps: CatalogDeps, res: Response): CatalogDeps {
  const cache = {
    ...deps.cache,
    async invalidate(...scopes: Parameters<CatalogDeps['cache']['invalidate']>) {
      const generations = await deps.cache.invalidate(...scopes);
      if (generations.length && !res.headersSent) res.setHeader(CACHE_GENERATION_HEADER, formatCacheGenerations(generations));
      return generations;
    },
  };
  return { ...deps, cache };
}
