import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createLogger, createMetrics } from '@suvarna/platform';
import { createAnswerCache } from './answer-cache';

/** A store on a clock the test moves, trusting a generation for 5 s after an answer named it. */
function storeOnClock() {
  let now = 1_000_000;
  const cache = createAnswerCache({ logger: createLogger('test', 'silent'), metrics: createMetrics('test'), maxBytes: 1024 * 1024, trustMs: 5_000, now: () => now });
  /** Relays the service's answer for `key` (or for a write, with no key) announcing `generation`; says whether it was kept. */
  const answer = async (key: string | undefined, generation: string, body = '{"version":1}') => {
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length), etag: '"v1"', 'x-cache-generation': generation };
    const res = new PassThrough().resume();
    const { target, storing } = cache.relayTo(key, 200, headers, res);
    target.end(body);
    await finished(res);
    return storing;
  };
  return { cache, answer, advance: (ms: number) => (now += ms) };
}

describe("the store's trust in a generation", () => {
  it('when no answer has named a generation for longer than the trust window, then the service is asked, and its answer makes the stored ones current again', async () => {
    const { cache, answer, advance } = storeOnClock();
    await answer('/api/hotels/1', 'hotels 7');
    await answer('/api/hotels/2', 'hotels 7');
    advance(5_000);
    expect(await cache.lookup('/api/hotels/1')).toHaveProperty('hit');

    advance(1);
    expect(await cache.lookup('/api/hotels/1')).toEqual({ forward: 'stale' });
    expect(await cache.lookup('/api/hotels/2')).toEqual({ forward: 'stale' });

    await answer('/api/hotels/1', 'hotels 7');
    expect(await cache.lookup('/api/hotels/2')).toHaveProperty('hit');
  });

  it('when a write announces several scopes, then the answers of each are asked again, and those of other scopes stay', async () => {
    const { cache, answer } = storeOnClock();
    await answer('/api/hotels', 'hotels 7');
    await answer('/api/reviews/hotel/4', 'reviews:4 3');
    await answer('/api/team', 'directory 9');

    await answer(undefined, 'hotels 8, reviews:4 4');

    expect(await cache.lookup('/api/hotels')).toEqual({ forward: 'stale' });
    expect(await cache.lookup('/api/reviews/hotel/4')).toEqual({ forward: 'stale' });
    expect(await cache.lookup('/api/team')).toHaveProperty('hit');
    // A replaced answer is gone: the next lookup finds none.
    expect(await cache.lookup('/api/hotels')).toEqual({ forward: 'uri-miss' });
  });

  it('when a header is malformed, then nothing is learned from it and the answer is not kept', async () => {
    const { cache, answer } = storeOnClock();
    await answer('/api/hotels', 'hotels 7');

    expect(await answer('/api/hotels/3', 'hotels seven')).toBe(false);
    await answer(undefined, 'hotels');
    expect(await cache.lookup('/api/hotels')).toHaveProperty('hit');
  });
});
