import type { Logger, RedisClient } from '@suvarna/platform';

/** Groups of cached responses that one kind of write makes stale together. */
export type CacheScope = 'hotels' | 'directory' | `reviews:${string}`;

export interface CachedBody {
  /** The serialized JSON response. */
  body: string;
  hit: boolean;
}

export interface ResponseCache {
  /** The cached JSON of a read, or the loader's result, serialized and cached. */
  read(scope: CacheScope, key: string, load: () => Promise<object>): Promise<CachedBody>;
  /** As read, for a loader that may find nothing (undefined), which is not cached. */
  readFound(scope: CacheScope, key: string, load: () => Promise<object | undefined>): Promise<CachedBody | undefined>;
  /** Makes every cached response of the scopes stale. Call after the write has committed. */
  invalidate(...scopes: CacheScope[]): Promise<void>;
}

/**
 * Serialized responses in Redis, tagged with their scope's generation number. A write bumps the
 * generation (one INCR), so every entry of the scope is stale at once. A read fetches the entry and
 * the generation in one MGET. An entry filled from a read that raced with a write carries the
 * older generation and is ignored, so a slow read can never put back data a write has replaced.
 *
 * Keys carry the database's identity: several catalogs (test runs, environments) may share one
 * Redis without seeing each other's data. Redis failures degrade to reading the database.
 */
export function createResponseCache(options: { redis: RedisClient; logger: Logger; databaseUrl: string; ttlSeconds: number }): ResponseCache {
  const { redis, logger, ttlSeconds } = options;
  const prefix = `catalog:cache:${databaseIdentity(options.databaseUrl)}`;
  const generationKey = (scope: CacheScope) => `${prefix}:generation:${scope}`;

  const readFound = async (scope: CacheScope, key: string, load: () => Promise<object | undefined>): Promise<CachedBody | undefined> => {
    const entryKey = `${prefix}:${scope}:${key}`;
    let generation = '0';
    try {
      const [entry, current] = await redis.mget(entryKey, generationKey(scope));
      generation = current ?? '0';
      const tag = `${generation}\n`;
      if (entry?.startsWith(tag)) return { body: entry.slice(tag.length), hit: true };
    } catch (err) {
      logger.warn({ err }, 'response cache unavailable, reading the database');
      return serialize(await load());
    }
    const fresh = serialize(await load());
    if (fresh) {
      await redis.set(entryKey, `${generation}\n${fresh.body}`, 'EX', ttlSeconds).catch((err: unknown) => {
        logger.warn({ err }, 'could not fill the response cache');
      });
    }
    return fresh;
  };

  return {
    readFound,
    async read(scope, key, load) {
      const found = await readFound(scope, key, load);
      if (!found) throw new Error(`The loader of ${scope}:${key} found nothing to cache`);
      return found;
    },

    async invalidate(...scopes) {
      try {
        const pipeline = redis.multi();
        for (const scope of scopes) pipeline.incr(generationKey(scope));
        const failed = (await pipeline.exec())?.find(([err]) => err);
        if (failed) throw failed[0];
      } catch (err) {
        // The write has committed; readers may see the old data until the entries expire.
        logger.error({ err, scopes }, 'could not invalidate the response cache');
      }
    },
  };
}

function serialize(value: unknown): CachedBody | undefined {
  return value === undefined ? undefined : { body: JSON.stringify(value), hit: false };
}

function databaseIdentity(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
