import type { Response } from 'express';
import type { CachedBody } from '../../data-access/response-cache';

/** Sends an already serialized JSON body as it is, saying whether it came from the cache. */
export function sendCached(res: Response, cached: CachedBody): void {
  res.set('x-cache', cached.hit ? 'hit' : 'miss').type('application/json').send(cached.body);
}
