import type { Request, Response } from 'express';
import type { CachedBody } from '../../data-access/response-cache';

/** Whether an If-None-Match header names this ETag (or `*`); weak validators match too, as GET allows. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends the cached bytes as they are, with the ETag made when they were cached, or 304 when the client
 * already holds them; says whether they came from the cache. Express's send would hash the body again.
 */
export function sendCached(req: Request, res: Response, cached: CachedBody): void {
  res.setHeader('x-cache', cached.hit ? 'hit' : 'miss');
  res.setHeader('etag', cached.etag);
  if (matchesEtag(req.headers['if-none-match'], cached.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', cached.body.length);
  res.end(req.method === 'HEAD' ? undefined : cached.body);
}
