/**
 * How a service lets the gateway keep its answers: `X-Cache-Generation: <scope> <value>[, <scope> <value>…]`.
 * A public read names the generation of the scope its bytes belong to; a write names the generations it moved
 * its scopes to. The gateway serves a stored answer while no later answer has announced a higher generation of
 * its scope, so it reads nothing of the service but its answers. Never sent on to clients. Only for reads that
 * are the same for every caller (public reads): the gateway serves the stored copy to anyone who asks for the
 * same address.
 */
export const CACHE_GENERATION_HEADER = 'x-cache-generation';

export interface CacheGeneration {
  /** A group of answers one kind of write makes stale together (`hotels`, `reviews:4`). */
  scope: string;
  /** A whole number that only grows while the scope's answers stay the same or change. */
  value: string;
}

export function formatCacheGenerations(generations: readonly CacheGeneration[]): string {
  return generations.map(({ scope, value }) => `${scope} ${value}`).join(', ');
}

/** The header's generations; a malformed one is left out. */
export function parseCacheGenerations(header: string | string[] | undefined): CacheGeneration[] {
  if (typeof header !== 'string') return [];
  const generations: CacheGeneration[] = [];
  for (const part of header.split(',')) {
    const match = /^(\S+) (\d{1,30})$/.exec(part.trim());
    if (match) generations.push({ scope: match[1]!, value: match[2]! });
  }
  return generations;
}

/** Whether an If-None-Match header names this ETag (or `*`); weak validators match too, as GET allows. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
