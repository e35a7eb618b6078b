import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

let upstream: TestUpstream;
let gateway: RunningGateway;

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
  upstream.handle((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
    res.end(JSON.stringify({ ok: true, url: req.url }));
  });
});

describe('proxying /api', () => {
  it('when a client calls an API path, then the upstream gets the method, path, query, headers and body as sent', async () => {
    const res = await send(`${gateway.url}/api/admin/bookings/42/status?note=a%20b&x=1`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json', 'x-custom': 'kept' },
      body: '{"status":"confirmed"}',
    });

    expect(res.status).toBe(200);
    expect(res.headers['x-upstream']).toBe('yes');
    const [seen] = upstream.seen;
    expect(seen.method).toBe('PATCH');
    expect(seen.url).toBe('/api/admin/bookings/42/status?note=a%20b&x=1');
    expect(seen.headers.authorization).toBe('Bearer abc');
    expect(seen.headers['x-custom']).toBe('kept');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.body.toString()).toBe('{"status":"confirmed"}');
  });

  it('when the body is not valid JSON, then the gateway does not parse it and the upstream gets it verbatim', async () => {
    const res = await send(`${gateway.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Asha",',
    });

    expect(res.status).toBe(200);
    expect(upstream.seen[0].body.toString()).toBe('{"name": "Asha",');
  });

  it('when a large body is streamed without a length, then it arrives byte-identical and the answer streams back whole', async () => {
    upstream.handle((req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-sha256': createHash('sha256').update(req.body).digest('hex') });
      res.end(req.body);
    });
    const payload = randomBytes(6 * 1024 * 1024);
    const chunks = Array.from({ length: 96 }, (_, i) => payload.subarray(i * 65536, (i + 1) * 65536));

    const res = await send(`${gateway.url}/api/applications/enhanced/submit`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Readable.from(chunks),
    });

    const expected = createHash('sha256').update(payload).digest('hex');
    expect(res.status).toBe(200);
    expect(upstream.seen[0].headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['x-sha256']).toBe(expected);
    expect(createHash('sha256').update(res.body).digest('hex')).toBe(expected);
  });

  it('when the client sends a request id, then the upstream gets it and the response carries it back', async () => {
    const res = await send(`${gateway.url}/api/hotels`, { headers: { 'x-request-id': 'req-123', 'x-correlation-id': 'corr-9' } });

    expect(res.headers['x-request-id']).toBe('req-123');
    expect(upstream.seen[0].headers['x-request-id']).toBe('req-123');
    expect(upstream.seen[0].headers['x-correlation-id']).toBe('corr-9');
  });

  it('when the client sends no request id, then the gateway makes one and passes it on and back', async () => {
    const res = await send(`${gateway.url}/api/hotels`);

    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.seen[0].headers['x-request-id']).toBe(id);
    expect(upstream.seen[0].headers['x-correlation-id']).toBe(id);
  });

  it('when no trace collector is configured and the client sends a traceparent, then the upstream gets it unchanged', async () => {
    const traceparent = `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
    await send(`${gateway.url}/api/hotels`, { headers: { traceparent, tracestate: 'vendor=1' } });

    expect(upstream.seen[0].headers.traceparent).toBe(traceparent);
    expect(upstream.seen[0].headers.tracestate).toBe('vendor=1');
  });

  it('when a request is forwarded, then the upstream learns who asked and hop-by-hop headers stay behind', async () => {
    await send(`${gateway.url}/api/team`, {
      headers: { 'x-forwarded-for': '203.0.113.7', connection: 'keep-alive, x-secret-hop', 'x-secret-hop': '1', 'keep-alive': 'timeout=5', te: 'trailers' },
    });

    const { headers } = upstream.seen[0];
    // The client's own X-Forwarded-For is replaced by the address the gateway saw.
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
    expect(headers['x-secret-hop']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers.te).toBeUndefined();
    expect(headers.host).toBe(new URL(upstream.url).host);
  });

  it('when the upstream answers 4xx, then the client gets that answer unchanged', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Hotel not found', code: 'not_found' }));
    });

    const res = await send(`${gateway.url}/api/hotels/999`);

    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ detail: 'Hotel not found', code: 'not_found' });
  });

  it('when an API path belongs to no service, then the gateway answers 404 with detail and code without calling anyone', async () => {
    const res = await send(`${gateway.url}/api/nothing-here?x=1`);

    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'No API route for GET /api/nothing-here', code: 'not_found' });
    expect(upstream.seen).toHaveLength(0);
  });

  it('when any API answer goes out, then it carries the security headers', async () => {
    const proxied = await send(`${gateway.url}/api/hotels`);
    const own = await send(`${gateway.url}/api/unknown`);

    for (const res of [proxied, own]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('CORS', () => {
  it('when the origin is on the allowlist, then the response allows it', async () => {
    const res = await send(`${gateway.url}/api/hotels`, { headers: { origin: 'http://localhost:5173' } });

    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers.vary).toContain('Origin');
  });

  it('when the origin is not on the allowlist, then the response has no CORS headers', async () => {
    upstream.handle((_req, res) => {
      // An upstream's own permissive answer must not leak through.
      res.writeHead(200, { 'access-control-allow-origin': '*' });
      res.end('{}');
    });

    const res = await send(`${gateway.url}/api/hotels`, { headers: { origin: 'https://evil.example' } });

    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when an allowed origin sends a preflight, then the gateway answers it without calling the upstream', async () => {
    const res = await send(`${gateway.url}/api/bookings/create`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });

    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(upstream.seen).toHaveLength(0);
  });

  it('when a disallowed origin sends a preflight, then the answer carries no CORS headers', async () => {
    const res = await send(`${gateway.url}/api/bookings/create`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });

    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('when a client goes over the per-minute limit, then it gets 429 with Retry-After, the upstream is spared and other clients pass', async () => {
    // A client's window starts at its first request (rate-limiter-flexible's fixed window per key): no minute's end to keep clear of.
    const limited = await startTestGateway(upstream.url, { RATE_LIMIT_PER_MINUTE: '3' });
    // Another loopback address is another client, with a count of its own.
    const asClient = { localAddress: '127.0.0.2' };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await send(`${limited.url}/api/hotels`, asClient)).status);
      const seenBefore = upstream.seen.length;
      const limitedRes = await send(`${limited.url}/api/hotels`, asClient);

      expect(statuses).toEqual([200, 200, 200]);
      expect(limitedRes.status).toBe(429);
      expect(Number(limitedRes.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limitedRes.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limitedRes.json<{ detail: string; code: string }>()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/Too many requests/) });
      expect(upstream.seen.length).toBe(seenBefore);
      expect((await send(`${limited.url}/api/hotels`, { localAddress: '127.0.0.3' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("when an address has used its budget, then Stripe's webhook from it still passes, counted against a limit of its own", async () => {
    // Stripe sends every payment's events from a few addresses, in bursts: they must not share a browser's budget.
    const limited = await startTestGateway(upstream.url, { RATE_LIMIT_PER_MINUTE: '2', WEBHOOK_RATE_LIMIT_PER_MINUTE: '4' });
    const asStripe = { localAddress: '127.0.0.4' };
    const webhook = () => send(`${limited.url}/api/payments/webhook`, { ...asStripe, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    try {
      const reads = [];
      for (let i = 0; i < 3; i++) reads.push((await send(`${limited.url}/api/hotels`, asStripe)).status);
      const deliveries = [];
      for (let i = 0; i < 5; i++) deliveries.push((await webhook()).status);
      const refused = await webhook();

      expect(reads).toEqual([200, 200, 429]);
      expect(deliveries).toEqual([200, 200, 200, 200, 429]);
      expect(refused.status).toBe(429);
      expect(refused.json<{ code: string }>().code).toBe('rate_limited');
      expect(upstream.seen.filter((r) => r.url === '/api/payments/webhook')).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('when the gateway closes during a request, then that request still completes and new ones are refused', async () => {
    // The upstream answers only once the gateway has begun to close: the request is in flight throughout.
    let arrived: () => void = () => undefined;
    const atUpstream = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowUpstream = await startUpstream((_req, res) => {
      arrived();
      void released.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"slow":true}');
      });
    });
    const closing = await startTestGateway(slowUpstream.url);
    try {
      const inFlight = send(`${closing.url}/api/hotels`);
      await atUpstream;
      const closed = closing.close();
      release();

      const res = await inFlight;
      await closed;

      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ slow: true });
      await expect(send(`${closing.url}/api/hotels`)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await closing.close();
      await slowUpstream.close();
    }
  });
});

describe('tracing through the gateway with a collector', () => {
  const TRACE = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
  let collector: TestUpstream;
  let traced: RunningGateway;

  beforeAll(async () => {
    collector = await startUpstream();
    traced = await startTestGateway(upstream.url, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
  });

  afterAll(async () => {
    await traced.close();
    await collector.close();
  });

  it("when the client sends a traceparent, then the upstream continues that trace from the gateway's own span, and the spans reach the collector", async () => {
    const traceId = randomBytes(16).toString('hex');
    const clientSpan = randomBytes(8).toString('hex');
    await send(`${traced.url}/api/hotels`, { headers: { traceparent: `00-${traceId}-${clientSpan}-01` } });

    const [, sentTrace, parentSpan] = TRACE.exec(String(upstream.seen[0].headers.traceparent)) ?? [];
    expect(sentTrace).toBe(traceId);
    expect(parentSpan).not.toBe(clientSpan);
    await expect.poll(() => collector.seen.filter((r) => r.url === '/v1/traces' && r.body.toString().includes(traceId)).length).toBeGreaterThan(0);
  });

  it('when the client sends no traceparent, then the gateway starts a trace per request and passes it on', async () => {
    await send(`${traced.url}/api/hotels`);
    await send(`${traced.url}/api/hotels`);

    const traces = upstream.seen.map((r) => TRACE.exec(String(r.headers.traceparent))?.[1]);
    expect(traces).toEqual([expect.any(String), expect.any(String)]);
    expect(traces[0]).not.toBe(traces[1]);
  });
});
