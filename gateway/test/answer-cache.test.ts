import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

let upstream: TestUpstream;
let gateway: RunningGateway;
/** The scope this test's answers belong to (the gateway, shared by the tests, remembers every scope it saw). */
let scope: string;
/** The scope's generation, as the service would announce it: a write moves it up. */
let generation: number;
let version: number;

/** Answers like the catalog: an ETag and the generation of the scope the body belongs to, on reads and writes alike. */
const cachedRead = (extra: Record<string, string> = {}) =>
  upstream.handle((req, res) => {
    const body = JSON.stringify({ url: req.url, version });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      etag: `"v${version}"`,
      'x-cache-generation': `${scope} ${generation}`,
      ...extra,
    });
    res.end(body);
  });

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway(upstream.url);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.seen.length = 0;
  scope = `hotels-${randomUUID()}`;
  generation = 100;
  version = 1;
  cachedRead();
});

const hotelsUrl = () => `${gateway.url}/api/hotels?run=${scope}`;

describe('answers the services mark with a cache generation', () => {
  it('when an address is read twice, then the second answer comes from the gateway, byte for byte, without the service', async () => {
    const first = await send(hotelsUrl(), { headers: { origin: 'http://localhost:5173' } });
    const second = await send(hotelsUrl(), { headers: { origin: 'http://localhost:5173' } });

    expect(upstream.seen).toHaveLength(1);
    expect(first.headers['cache-status']).toBe('gateway; fwd=uri-miss; stored');
    expect(second.status).toBe(200);
    expect(second.headers['cache-status']).toBe('gateway; hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe('"v1"');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    // The gateway's own headers are this request's, not the stored one's.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-cache-generation']).toBeUndefined();
    expect(second.headers['x-cache-generation']).toBeUndefined();
  });

  it('when a write through the gateway announces a new generation, then the next read goes to the service and its new answer is the one kept', async () => {
    await send(hotelsUrl());
    version = 2;
    generation = 101;
    const write = await send(`${gateway.url}/api/admin/hotels/4`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });

    const afterWrite = await send(hotelsUrl());
    const again = await send(hotelsUrl());

    expect(write.headers['x-cache-generation']).toBeUndefined();
    expect(afterWrite.headers['cache-status']).toBe('gateway; fwd=stale; stored');
    expect(afterWrite.json()).toMatchObject({ version: 2 });
    expect(again.headers['cache-status']).toBe('gateway; hit');
    expect(again.json()).toMatchObject({ version: 2 });
    expect(upstream.seen).toHaveLength(3);
  });

  it('when another answer of the service names a higher generation of the scope, then the stored answers of that scope are asked again', async () => {
    await send(hotelsUrl());
    generation = 102;
    await send(`${hotelsUrl()}&other=1`);

    const res = await send(hotelsUrl());

    expect(res.headers['cache-status']).toBe('gateway; fwd=stale; stored');
    expect(upstream.seen).toHaveLength(3);
  });

  it('when a read that raced with a write answers after it, with the older generation, then it is relayed but not kept', async () => {
    generation = 105;
    await send(`${hotelsUrl()}&other=1`);
    generation = 104;

    const late = await send(hotelsUrl());
    const next = await send(hotelsUrl());

    expect(late.status).toBe(200);
    expect(late.headers['cache-status']).toBe('gateway; fwd=uri-miss');
    expect(next.headers['cache-status']).toBe('gateway; fwd=uri-miss');
  });

  it('when a client already holds the stored answer, then the gateway answers 304 itself; HEAD gets the head alone', async () => {
    await send(hotelsUrl());

    const notModified = await send(hotelsUrl(), { headers: { 'if-none-match': '"v1"' } });
    const head = await send(hotelsUrl(), { method: 'HEAD' });

    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe('"v1"');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers['cache-status']).toBe('gateway; hit');
    expect(upstream.seen).toHaveLength(1);
  });

  it('when a client asks for a fresh answer (a reload), then the service answers and the store takes it', async () => {
    await send(hotelsUrl());
    version = 3;

    const reload = await send(hotelsUrl(), { headers: { 'cache-control': 'no-cache' } });
    const next = await send(hotelsUrl());

    expect(reload.headers['cache-status']).toBe('gateway; fwd=request; stored');
    expect(reload.json()).toMatchObject({ version: 3 });
    expect(next.headers['cache-status']).toBe('gateway; hit');
    expect(next.json()).toMatchObject({ version: 3 });
    expect(upstream.seen).toHaveLength(2);
  });

  it.each([
    ['an answer without a generation', () => upstream.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json', etag: '"x"', 'content-length': '2' }).end('{}'))],
    ['a 404', () => upstream.handle((_req, res) => res.writeHead(404, { 'content-type': 'application/json', etag: '"x"', 'content-length': '2', 'x-cache-generation': `${scope} 100` }).end('{}'))],
    ['an answer that sets a cookie', () => cachedRead({ 'set-cookie': 'a=b' })],
    ['an answer marked private', () => cachedRead({ 'cache-control': 'private' })],
  ])('when the service sends %s, then it is never kept and the generation header never reaches the client', async (_name, arrange) => {
    arrange();

    const first = await send(hotelsUrl());
    const second = await send(hotelsUrl());

    expect(upstream.seen).toHaveLength(2);
    expect(first.headers['cache-status']).toBe('gateway; fwd=uri-miss');
    expect(second.headers['x-cache-generation']).toBeUndefined();
  });

  it('when the same address is written to, then nothing is kept: only reads are', async () => {
    await send(hotelsUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const read = await send(hotelsUrl());

    expect(read.headers['cache-status']).toBe('gateway; fwd=uri-miss; stored');
    expect(upstream.seen).toHaveLength(2);
  });
});

describe('the store’s bound', () => {
  it('when answers outgrow GATEWAY_CACHE_MB, then the least recently used go first; 0 keeps nothing', async () => {
    const small = await startTestGateway(upstream.url, { GATEWAY_CACHE_MB: String(50 / (1024 * 1024)) });
    const none = await startTestGateway(upstream.url, { GATEWAY_CACHE_MB: '0' });
    try {
      // Each answer is about 35 bytes: the store holds one.
      await send(`${small.url}/api/hotels/a`);
      await send(`${small.url}/api/hotels/b`);
      expect((await send(`${small.url}/api/hotels/b`)).headers['cache-status']).toBe('gateway; hit');
      expect((await send(`${small.url}/api/hotels/a`)).headers['cache-status']).toBe('gateway; fwd=uri-miss; stored');

      await send(`${none.url}/api/hotels/a`);
      expect((await send(`${none.url}/api/hotels/a`)).headers['cache-status']).toBe('gateway; fwd=uri-miss');
    } finally {
      await small.close();
      await none.close();
    }
  });
});
