import type { Request, Response } from 'express';
import { CACHE_GENERATION_HEADER, formatCacheGenerations, matchesEtag } from '@suvarna/platform';
import type { CachedBody } from '../../domain/catalog-deps';

/**
 * Sends the cached bytes as they are, with the ETag made when they were cached, or 304 when the client
 * already holds them; says whether they came from the cache. Express's send would hash the body again.
 * The generation they belong to goes along, so that the gateway may keep them as long as it holds.
 */
export function sendCached(req: Request, res: Response, cached: CachedBody): void {
  res.setHeader('x-cache', cached.hit ? 'hit' : 'miss');
  res.setHeader('etag', cached.etag);
  if (cached.generation) res.setHeader(CACHE_GENERATION_HEADER, formatCacheGenerations([cached.generation]));
  if (matchesEtag(req.headers['if-none-match'], cached.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', cached.body.length);
  res.end(req.method === 'HEAD' ? undefined : cached.body);
}
