import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough, pipeline, type Writable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { Counter, Gauge } from 'prom-client';
import { compressible, compressOnce, MIN_COMPRESSED_BYTES, type Encoding } from './compression';
import { CACHE_GENERATION_HEADER, parseCacheGenerations, type CacheGeneration, type Logger, type Metrics } from '@suvarna/platform';

/** An upstream's 200 kept whole, with the generation that keeps it current. */
export interface StoredAnswer {
  /** The upstream's headers as relayed, less those that describe one response (date, request id). */
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  generation: CacheGeneration;
  /** The body compressed once per encoding (filled off the event loop after it is stored; absent until then). */
  compressed?: Partial<Record<Encoding, Buffer>>;
}

/** RFC 9211's words for what happened: `hit`, or why the upstream was asked. */
export type LookupOutcome = { hit: StoredAnswer } | { forward: 'uri-miss' | 'stale' };

export interface AnswerCache {
  /** The stored answer for this address while its generation is the latest its service announced. */
  lookup(key: string): Promise<LookupOutcome>;
  /**
   * Where the relay of an upstream's answer goes: straight to `res`, or through a tap that keeps the
   * body when the answer may be stored. Learns the generations the answer announces and takes their header
   * out of `headers` either way.
   */
  relayTo(key: string | undefined, statusCode: number, headers: Record<string, string | string[] | undefined>, res: ServerResponse | Writable): { target: Writable; storing: boolean };
}

/** Headers of one response, not of the answer: made again for every request served from the store. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache', CACHE_GENERATION_HEADER]);

/** Larger answers are relayed but not kept: a few of them would push out the many small ones. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/**
 * How long a scope's generation is taken as current without an answer of the service confirming it. Writes
 * that come through this gateway are seen at once (their answers announce the new generation); this bounds how
 * long a write through another gateway instance, or none, may go unseen here.
 */
const TRUST_MS = 5_000;

/**
 * The gateway's store of answers that a service marked with a cache generation (the catalog's public
 * reads: hotel list, hotel, reviews, team, partners). The service announces its generations on its answers
 * (`X-Cache-Generation`): a read names the generation of its scope, a write the generations it moved its
 * scopes to. A stored answer is served while its generation is the highest its scope has announced, and
 * that was confirmed by an answer within the last few seconds; the first request after a write through this
 * gateway goes to the service, whose answer replaces the stored one. The gateway reads nothing of the service
 * but its answers.
 *
 * Bounded by bytes, oldest used first out; only GET answers with status 200, an ETag, no Set-Cookie and
 * no `no-store`/`private` are kept.
 */
export function createAnswerCache(options: { logger: Logger; metrics: Metrics; maxBytes: number; trustMs?: number; now?: () => number }): AnswerCache {
  const { logger, metrics, maxBytes } = options;
  // Sized by body bytes (an empty body still counts 1, as the cache sizes only positive numbers).
  const entries = new LRUCache<string, StoredAnswer>({
    maxSize: Math.max(1, maxBytes),
    // Its compressed copies count too, once they are made.
    sizeCalculation: (answer) => Math.max(1, answer.body.length + (answer.compressed?.br?.length ?? 0) + (answer.compressed?.gzip?.length ?? 0)),
  });
  const generations = announcedGenerations(options.trustMs ?? TRUST_MS, options.now ?? Date.now);
  const count = storeMetrics(metrics, entries);
  const compressCopies = copiesMaker(entries, logger);

  return {
    async lookup(key) {
      // Peeked: only a hit counts as a use.
      const entry = entries.peek(key);
      if (!entry) return count('uri-miss');
      const state = generations.state(entry.generation);
      if (state === 'replaced' && entries.peek(key) === entry) entries.delete(key);
      // An unconfirmed one stays: the service's answer confirms it again, or replaces it.
      if (state !== 'current') return count('stale');
      entries.get(key); // the least recently used answers are the first to go
      compressCopies(key, entry); // if it has none yet (none could be made when it was stored)
      return count({ hit: entry });
    },

    relayTo(key, statusCode, headers, res) {
      const announced = parseCacheGenerations(headers[CACHE_GENERATION_HEADER]);
      delete headers[CACHE_GENERATION_HEADER];
      generations.learn(announced);
      const keepable = keepableAnswer(statusCode, headers, announced, maxBytes);
      if (key === undefined || !keepable || generations.state(keepable.generation) !== 'current') return { target: res, storing: false };
      const { length, etag, generation } = keepable;
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
        if (err || received !== length) return;
        const answer: StoredAnswer = { headers: kept, body: Buffer.concat(chunks, received), etag, generation };
        const before = entries.peek(key);
        if (before?.compressed?.br && before.compressed.gzip && before.etag === etag && before.body.equals(answer.body)) answer.compressed = before.compressed;
        entries.set(key, answer);
        compressCopies(key, answer);
      });
      return { target: tap, storing: true };
    },
  };
}

/**
 * The generations the services announced through this gateway: per scope the highest (a read that raced with a
 * write may answer after it, naming the older one) and when an answer last named it.
 */
function announcedGenerations(trustMs: number, now: () => number) {
  const latest = new Map<string, { value: bigint; confirmedAt: number }>();
  return {
    learn(generations: readonly CacheGeneration[]) {
      for (const { scope, value } of generations) {
        const known = latest.get(scope);
        const announced = BigInt(value);
        if (!known || announced >= known.value) latest.set(scope, { value: announced, confirmedAt: now() });
      }
    },
    /** `current`, `replaced` (a higher one was announced), or `unconfirmed` (no answer named it for a while). */
    state({ scope, value }: CacheGeneration): 'current' | 'replaced' | 'unconfirmed' {
      const known = latest.get(scope);
      if (!known || known.value !== BigInt(value)) return 'replaced';
      return now() - known.confirmedAt <= trustMs ? 'current' : 'unconfirmed';
    },
  };
}

/** The store's metrics; gives back the counter of lookups, which also returns the outcome it counts. */
function storeMetrics(metrics: Metrics, entries: LRUCache<string, StoredAnswer>) {
  const lookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Requests for addresses the gateway may keep, by outcome: hit, uri-miss (none stored), stale (a write changed it, or its generation went unconfirmed)',
    labelNames: ['outcome'],
    registers: [metrics.registry],
  });
  new Gauge({
    name: 'gateway_cache_bytes',
    help: 'Bytes of answers the gateway keeps',
    registers: [metrics.registry],
    collect() {
      this.set(entries.calculatedSize);
    },
  });
  return (outcome: 'uri-miss' | 'stale' | { hit: StoredAnswer }): LookupOutcome => {
    lookups.inc({ outcome: typeof outcome === 'string' ? outcome : 'hit' });
    return typeof outcome === 'string' ? { forward: outcome } : outcome;
  };
}

/**
 * Compressed copies of a stored JSON answer, made once while it is current (both encodings, one after the
 * other, at most two answers at a time: zlib's thread pool is shared with the rest of the process, and a burst
 * of relayed answers must not queue work there); set again with them, so that the store's size counts them.
 * An answer stored again with the same bytes keeps the copies of the one it replaces.
 */
function copiesMaker(entries: LRUCache<string, StoredAnswer>, logger: Logger) {
  let compressing = 0;
  return (key: string, answer: StoredAnswer) => {
    if (answer.compressed || compressing >= 2 || answer.body.length < MIN_COMPRESSED_BYTES || !compressible('GET', 200, answer.headers)) return;
    compressing++;
    answer.compressed = {};
    void (async () => {
      try {
        for (const encoding of ['br', 'gzip'] as const) {
          const copy = await compressOnce(answer.body, encoding);
          answer.compressed = { ...answer.compressed, [encoding]: copy };
        }
        if (entries.peek(key) === answer) entries.set(key, answer);
      } catch (err) {
        logger.warn({ err, key }, 'could not compress a stored answer; it goes as it is');
      } finally {
        compressing--;
      }
    })();
  };
}

/**
 * What an upstream's answer is kept by: its length, ETag and generation, when it may be kept (a 200 that
 * announces one generation, with an ETag, no Set-Cookie, no `no-store`/`private`, of known length within the bounds).
 */
function keepableAnswer(statusCode: number, headers: Record<string, string | string[] | undefined>, announced: CacheGeneration[], maxBytes: number) {
  const generation = announced.length === 1 ? announced[0] : undefined;
  const etag = headers.etag;
  const length = Number(headers['content-length']);
  const cacheControl = String(headers['cache-control'] ?? '');
  if (
    maxBytes === 0 ||
    !generation ||
    statusCode !== 200 ||
    typeof etag !== 'string' ||
    headers['set-cookie'] !== undefined ||
    /no-store|private/i.test(cacheControl) ||
    !(length >= 0 && length <= Math.min(MAX_ENTRY_BYTES, maxBytes))
  ) {
    return undefined;
  }
  return { length, etag, generation };
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
