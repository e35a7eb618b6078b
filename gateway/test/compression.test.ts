import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../src/index';
import { chooseEncoding } from '../src/entry-points/http/compression';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

let upstream: TestUpstream;
let gateway: RunningGateway;
/** The scope this test's answers belong to, as the catalog announces it. */
let scope: string;

/** A hotel list of about 6 KB, as the catalog's cached reads answer it (an ETag and a generation). */
const bigList = JSON.stringify({ hotels: Array.from({ length: 40 }, (_, i) => ({ id: `hotel-${i}`, name: `Suvarna Palace ${i}`, city: 'Jaipur', rating: 4.5 })) });
const smallAnswer = JSON.stringify({ ok: true });

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway(upstream.url);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

beforeEach(() => {
  scope = `hotels-${randomUUID()}`;
  upstream.handle((req, res) => {
    const body = req.url?.includes('small') ? smallAnswer : bigList;
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      etag: '"v1"',
      'x-cache-generation': `${scope} 1`,
    });
    res.end(body);
  });
});

const url = (what = 'list') => `${gateway.url}/api/hotels?${what}=${scope}`;

describe('compressed API answers', () => {
  it('when a client accepts Brotli or gzip, then JSON of 1 KB or more comes compressed, relayed and from the store, and the same when decoded', async () => {
    const relayed = await send(url(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(relayed.headers['cache-status']).toBe('gateway; fwd=uri-miss; stored');
    expect(relayed.headers['content-encoding']).toBe('br');
    expect(relayed.headers.vary).toMatch(/Accept-Encoding/);
    expect(relayed.headers.etag).toBe('W/"v1"');
    expect(brotliDecompressSync(relayed.body).toString()).toBe(bigList);
    expect(relayed.body.length).toBeLessThan(bigList.length / 3);

    // The store's copies are made once, off the event loop: served once they are there.
    await vi.waitFor(async () => expect((await send(url(), { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br'), { timeout: 5_000, interval: 20 });
    const stored = await send(url(), { headers: { 'accept-encoding': 'br' } });
    expect(stored.headers['cache-status']).toBe('gateway; hit');
    expect(stored.headers['content-length']).toBe(String(stored.body.length));
    expect(brotliDecompressSync(stored.body).toString()).toBe(bigList);

    await vi.waitFor(async () => expect((await send(url(), { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip'), { timeout: 5_000, interval: 20 });
    const gzipped = await send(url(), { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.body).toString()).toBe(bigList);

    // A revalidation with the weak tag it was given is a 304.
    const again = await send(url(), { headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"v1"' } });
    expect(again.status).toBe(304);
    expect(upstream.seen.length).toBeGreaterThanOrEqual(1);
  });

  it('when a client accepts no encoding, or the answer is under 1 KB, then it goes as the service sent it', async () => {
    const plain = await send(url());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigList);
    const refused = await send(url(), { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await send(url('small'), { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(smallAnswer);
  });

  it('reads Accept-Encoding as browsers and API clients write it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
