import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough, pipeline, type Writable } from 'node:stream';
import { Counter, Gauge } from 'prom-client';
import { CACHE_GENERATION_HEADER, parseCacheGeneration, type CacheGeneration, type Logger, type Metrics, type RedisClient } from '@suvarna/platform';

/** An upstream's 200 kept whole, with the generation that keeps it current. */
export interface StoredAnswer {
  /** The upstream's headers as relayed, less those that describe one response (date, request id). */
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  generation: CacheGeneration;
}

/** RFC 9211's words for what happened: `hit`, or why the upstream was asked. */
export type LookupOutcome = { hit: StoredAnswer } | { forward: 'uri-miss' | 'stale' | 'miss' };

export interface AnswerCache {
  /**
   * The stored answer for this address while its generation still holds in Redis. Never rejects:
   * when Redis cannot be asked, the upstream is (`miss`).
   */
  lookup(key: string): Promise<LookupOutcome>;
  /**
   * Where the relay of an upstream's answer goes: straight to `res`, or through a tap that keeps the
   * body when the answer may be stored. Takes the generation header out of `headers` either way.
   */
  relayTo(key: string | undefined, statusCode: number, headers: Record<string, string | string[] | undefined>, res: ServerResponse): { target: Writable; storing: boolean };
}

/** Headers of one response, not of the answer: made again for every request served from the store. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache', CACHE_GENERATION_HEADER]);

/** Larger answers are relayed but not kept: a few of them would push out the many small ones. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/**
 * The gateway's store of answers that a service marked with a cache generation (the catalog's public
 * reads: hotel list, hotel, reviews, team, partners). A request for a stored address costs one Redis GET
 * of the generation instead of a call to the service; the first request after a write finds the
 * generation changed and goes to the service, whose answer replaces the stored one. So the store is
 * exactly as fresh as the service's own cache, which checks the same generation.
 *
 * Bounded by bytes, oldest used first out; only GET answers with status 200, an ETag, no Set-Cookie and
 * no `no-store`/`private` are kept.
 */
export function createAnswerCache(options: { redis: RedisClient; logger: Logger; metrics: Metrics; maxBytes: number }): AnswerCache {
  const { redis, logger, metrics, maxBytes } = options;
  const entries = new Map<string, StoredAnswer>();
  let bytes = 0;

  const lookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Requests for addresses the gateway may keep, by outcome: hit, uri-miss (none stored), stale (a write changed it), miss (Redis unavailable)',
    labelNames: ['outcome'],
    registers: [metrics.registry],
  });
  new Gauge({
    name: 'gateway_cache_bytes',
    help: 'Bytes of answers the gateway keeps',
    registers: [metrics.registry],
    collect() {
      this.set(bytes);
    },
  });

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const store = (key: string, answer: StoredAnswer) => {
    remove(key);
    entries.set(key, answer);
    bytes += answer.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  let lastFailureLog = 0;
  const outcome = (forward: 'uri-miss' | 'stale' | 'miss'): LookupOutcome => {
    lookups.inc({ outcome: forward });
    return { forward };
  };

  return {
    async lookup(key) {
      const entry = entries.get(key);
      if (!entry) return outcome('uri-miss');
      // While a real client reconnects, commands would queue behind its retries; the stand-in has no status.
      if (redis.status !== undefined && redis.status !== 'ready') return outcome('miss');
      let current: string | null;
      try {
        current = await redis.get(entry.generation.key);
      } catch (err) {
        const now = Date.now();
        if (now - lastFailureLog > 30_000) {
          lastFailureLog = now;
          logger.warn({ err }, 'cannot check stored answers; asking the services');
        }
        return outcome('miss');
      }
      if (current !== entry.generation.value) {
        if (entries.get(key) === entry) remove(key);
        return outcome('stale');
      }
      // Most recently used last: the first entries are the first to go.
      entries.delete(key);
      entries.set(key, entry);
      lookups.inc({ outcome: 'hit' });
      return { hit: entry };
    },

    relayTo(key, statusCode, headers, res) {
      const generation = parseCacheGeneration(headers[CACHE_GENERATION_HEADER]);
      delete headers[CACHE_GENERATION_HEADER];
      const etag = headers.etag;
      const length = Number(headers['content-length']);
      const cacheControl = String(headers['cache-control'] ?? '');
      if (
        key === undefined ||
        maxBytes === 0 ||
        !generation ||
        statusCode !== 200 ||
        typeof etag !== 'string' ||
        headers['set-cookie'] !== undefined ||
        /no-store|private/i.test(cacheControl) ||
        !(length >= 0 && length <= Math.min(MAX_ENTRY_BYTES, maxBytes))
      ) {
        return { target: res, storing: false };
      }
      const kept: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_RESPONSE.has(name)) kept[name] = value;
      const chunks: Buffer[] = [];
      let received = 0;
      const tap = new PassThrough();
      tap.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received <= length) chunks.push(chunk);
      });
      // A client that leaves, or an upstream that breaks off, ends the relay without storing anything.
      pipeline(tap, res, (err) => {
        if (!err && received === length) store(key, { headers: kept, body: Buffer.concat(chunks, received), etag, generation });
      });
      return { target: tap, storing: true };
    },
  };
}

/**
 * Whether the store takes part in a request: reads only (HEAD is answered from a GET's answer, never
 * stored). A client that asks for a fresh answer (`no-cache`, as a browser's reload does) gets one from
 * the service, and the store keeps it.
 */
export function cacheUse(method: string | undefined, url: string, headers: IncomingHttpHeaders): { key: string; lookup: boolean } | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const fresh = Boolean(headers['cache-control']?.includes('no-cache')) || headers.pragma === 'no-cache';
  return { key: url, lookup: !fresh };
}
