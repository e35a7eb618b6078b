/**
 * How a service lets the gateway keep one of its answers: the header names a Redis key and the value
 * it held when the answer was made. The gateway serves its stored copy for as long as the key still
 * holds that value (one GET), and asks the service again once a write has changed it. Never sent on
 * to clients. Only for answers that are the same for every caller (public reads): the gateway serves
 * the stored copy to anyone who asks for the same address.
 */
export const CACHE_GENERATION_HEADER = 'x-cache-generation';

export interface CacheGeneration {
  /** The Redis key a write changes. */
  key: string;
  /** Its value when the answer was made. */
  value: string;
}

export function formatCacheGeneration({ key, value }: CacheGeneration): string {
  return `${key} ${value}`;
}

/** The header's key and value, or undefined when it is missing or malformed. */
export function parseCacheGeneration(header: string | string[] | undefined): CacheGeneration | undefined {
  if (typeof header !== 'string') return undefined;
  const at = header.lastIndexOf(' ');
  if (at <= 0 || at === header.length - 1) return undefined;
  return { key: header.slice(0, at), value: header.slice(at + 1) };
}

/** Whether an If-None-Match header names this ETag (or `*`); weak validators match too, as GET allows. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
