import { createHash } from 'node:crypto';
import type { CacheGeneration, Logger, RedisClient } from '@suvarna/platform';

/** Groups of cached responses that one kind of write makes stale together. */
export type CacheScope = 'hotels' | 'directory' | `reviews:${string}`;

export interface CachedBody {
  /** The serialized JSON response, as the bytes sent. */
  body: Buffer;
  /** A strong ETag of the bytes, computed once when they were cached in this process. */
  etag: string;
  hit: boolean;
  /** The scope's generation the bytes belong to: while it holds, they are current (unset when Redis failed). */
  generation?: CacheGeneration;
}

export interface ResponseCache {
  /** The cached JSON of a read, or the loader's result, serialized and cached. */
  read(scope: CacheScope, key: string, load: () => Promise<object>): Promise<CachedBody>;
  /** As read, for a loader that may find nothing (undefined), which is not cached. */
  readFound(scope: CacheScope, key: string, load: () => Promise<object | undefined>): Promise<CachedBody | undefined>;
  /**
   * Makes every cached response of the scopes stale. Call after the write has committed. Gives the scopes' new
   * generations (none when Redis could not be written), for the write's answer to announce.
   */
  invalidate(...scopes: CacheScope[]): Promise<CacheGeneration[]>;
}

/**
 * Serialized responses in Redis, tagged with their scope's generation number. A write bumps the
 * generation (one INCR), so every entry of the scope is stale at once. A read fetches the entry and
 * the generation in one MGET. An entry filled from a read that raced with a write carries the
 * older generation and is ignored, so a slow read can never put back data a write has replaced.
 *
 * Each process keeps the bytes it last served per entry, with their ETag, tagged with the generation
 * they belong to: a read then costs one small GET of the generation, and neither the body nor its
 * hash is made again until a write bumps the generation (in any process).
 *
 * A generation starts at a value made from the clock, not at 0, so that after Redis loses its data
 * (a restart) no generation repeats one that bytes kept in a process (or the gateway) are tagged with.
 *
 * Keys carry the database's identity: several catalogs (test runs, environments) may share one
 * Redis without seeing each other's data. Redis failures degrade to reading the database.
 */
export function createResponseCache(options: {
  redis: RedisClient;
  logger: Logger;
  databaseUrl: string;
  ttlSeconds: number;
  /** How many entries this process keeps as bytes (the oldest filled goes first). */
  localEntries?: number;
}): ResponseCache {
  const { redis, logger, ttlSeconds, localEntries = 1_000 } = options;
  const prefix = `catalog:cache:${databaseIdentity(options.databaseUrl)}`;
  const generationKey = (scope: CacheScope) => `${prefix}:generation:${scope}`;
  const local = new Map<string, { generation: string; body: Buffer; etag: string }>();

  const remember = (entryKey: string, scope: CacheScope, generation: string, json: string, hit: boolean): CachedBody => {
    const body = Buffer.from(json, 'utf8');
    const etag = etagOf(body);
    local.delete(entryKey);
    local.set(entryKey, { generation, body, etag });
    if (local.size > localEntries) local.delete(local.keys().next().value!);
    return { body, etag, hit, generation: { scope, value: generation } };
  };

  /** The scope's generation, started when Redis has none (first use, or Redis lost its data). */
  const startGeneration = async (scope: CacheScope): Promise<string> => {
    await redis.set(generationKey(scope), firstGeneration(), 'NX');
    const generation = await redis.get(generationKey(scope));
    if (generation === null) throw new Error(`the generation of ${scope} vanished as it was set`);
    return generation;
  };

  const readFound = async (scope: CacheScope, key: string, load: () => Promise<object | undefined>): Promise<CachedBody | undefined> => {
    const entryKey = `${prefix}:${scope}:${key}`;
    let generation: string;
    try {
      const mine = local.get(entryKey);
      if (mine) {
        const current = await redis.get(generationKey(scope));
        if (mine.generation === current) return { body: mine.body, etag: mine.etag, hit: true, generation: { scope, value: current } };
      }
      const [entry, current] = await redis.mget(entryKey, generationKey(scope));
      generation = current ?? (await startGeneration(scope));
      const tag = `${generation}\n`;
      if (entry?.startsWith(tag)) return remember(entryKey, scope, generation, entry.slice(tag.length), true);
    } catch (err) {
      logger.warn({ err }, 'response cache unavailable, reading the database');
      return serialize(await load());
    }
    const value = await load();
    if (value === undefined) return undefined;
    const json = JSON.stringify(value);
    await redis.set(entryKey, `${generation}\n${json}`, 'EX', ttlSeconds).catch((err: unknown) => {
      logger.warn({ err }, 'could not fill the response cache');
    });
    return remember(entryKey, scope, generation, json, false);
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
        for (const scope of scopes) pipeline.set(generationKey(scope), firstGeneration(), 'NX').incr(generationKey(scope));
        const results = (await pipeline.exec()) ?? [];
        const failed = results.find(([err]) => err);
        if (failed) throw failed[0];
        // Each scope's INCR, the second of its two commands, gives its new generation.
        return scopes.map((scope, i) => ({ scope, value: String(results[i * 2 + 1]?.[1]) }));
      } catch (err) {
        // The write has committed; readers may see the old data until the entries expire.
        logger.error({ err, scopes }, 'could not invalidate the response cache');
        return [];
      }
    },
  };
}

/** Microseconds since the epoch and a random tail: above any generation counted up from an earlier start. */
function firstGeneration(): string {
  return String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
}

function serialize(value: unknown): CachedBody | undefined {
  if (value === undefined) return undefined;
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: etagOf(body), hit: false };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function databaseIdentity(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
