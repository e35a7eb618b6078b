import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream, type UpstreamHandler } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upstreamThat(handler?: UpstreamHandler): Promise<TestUpstream> {
  const upstream = await startUpstream(handler);
  cleanups.push(upstream.close);
  return upstream;
}

async function gatewayTo(upstreamUrl: string, env: Record<string, string> = {}): Promise<RunningGateway> {
  const gateway = await startTestGateway(upstreamUrl, env);
  cleanups.push(gateway.close);
  return gateway;
}

async function breakers(gateway: RunningGateway): Promise<Record<string, string>> {
  return (await send(`${gateway.opsUrl}/readyz`)).json<{ breakers: Record<string, string> }>().breakers;
}

/** A body streamed in chunks without a declared length (Transfer-Encoding: chunked). */
function chunked(totalBytes: number, chunkBytes = 16 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= totalBytes) return void this.push(null);
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      this.push(Buffer.alloc(size, 0x61));
    },
  });
}

const json = { 'content-type': 'application/json' };

describe('per-route upstream timeouts', () => {
  it('when an upstream hangs on a read, then each call answers 504 after the short timeout and the breaker opens after its threshold', async () => {
    const hanging = await upstreamThat(() => undefined);
    // The long timeout exceeds the test's bound: only the read timeout can explain three answers in time.
    // A wide window: undici checks header timeouts about once a second, slower on a busy machine.
    const gateway = await gatewayTo(hanging.url, {
      UPSTREAM_TIMEOUT_MS: '200',
      UPSTREAM_LONG_TIMEOUT_MS: '60000',
      BREAKER_VOLUME_THRESHOLD: '3',
      BREAKER_WINDOW_MS: '60000',
    });

    for (let i = 0; i < 3; i++) {
      const res = await send(`${gateway.url}/api/hotels`);
      expect(res.status).toBe(504);
      expect(res.json()).toEqual({ detail: 'Catalog service took too long to answer. Please try again.', code: 'gateway_timeout' });
    }
    expect((await breakers(gateway)).catalog).toBe('open');
    const refused = await send(`${gateway.url}/api/hotels/h-1`);
    expect(refused.status).toBe(503);
    expect(hanging.seen).toHaveLength(3);
  }, 40_000);

  it('when an AI answer takes longer than the read timeout, then the long route still relays it while a read times out', async () => {
    // The upstream answers nothing until the read has timed out: the AI answer then comes after the read timeout.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await upstreamThat((req, res) => {
      void released.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: req.url }));
      });
    });
    const gateway = await gatewayTo(slow.url, { UPSTREAM_TIMEOUT_MS: '200', UPSTREAM_LONG_TIMEOUT_MS: '30000' });

    const answering = send(`${gateway.url}/api/ai/concierge`, { method: 'POST', headers: json, body: '{"message":"A quiet room?"}' });
    const read = await send(`${gateway.url}/api/bookings/my-bookings`);
    release();
    const ai = await answering;

    expect(ai.status).toBe(200);
    expect(ai.json()).toEqual({ url: '/api/ai/concierge' });
    expect(read.status).toBe(504);
  }, 30_000);
});

describe('per-route request-body limits', () => {
  it('when a JSON body declares more than the limit, then the gateway answers 413 without calling the upstream', async () => {
    const upstream = await upstreamThat();
    const gateway = await gatewayTo(upstream.url, { BODY_LIMIT_BYTES: String(100 * 1024) });

    const res = await send(`${gateway.url}/api/contact`, { method: 'POST', headers: json, body: Buffer.alloc(100 * 1024 + 1, 0x20) });

    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large: at most 100 KB on this route.', code: 'payload_too_large' });
    expect(upstream.seen).toHaveLength(0);
    // A body of exactly the limit goes through.
    expect((await send(`${gateway.url}/api/contact`, { method: 'POST', headers: json, body: Buffer.alloc(100 * 1024, 0x20) })).status).toBe(200);
  });

  it('when a chunked body outgrows the limit while streaming, then the client gets 413 and the upstream is not blamed', async () => {
    const upstream = await upstreamThat();
    const gateway = await gatewayTo(upstream.url, { BODY_LIMIT_BYTES: '65536', BREAKER_VOLUME_THRESHOLD: '1' });

    const res = await send(`${gateway.url}/api/bookings`, { method: 'POST', headers: json, body: chunked(512 * 1024) });

    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await breakers(gateway)).booking).toBe('closed');
    expect((await send(`${gateway.url}/api/bookings`, { method: 'POST', headers: json, body: chunked(1024) })).status).toBe(200);
  });

  it('when a resume upload is larger than JSON may be, then it reaches careers whole, and beyond the upload limit it gets the resume message', async () => {
    const upstream = await upstreamThat();
    const gateway = await gatewayTo(upstream.url, { BODY_LIMIT_BYTES: '65536', UPLOAD_BODY_LIMIT_BYTES: String(6 * 1024 * 1024) });
    const form = { 'content-type': 'multipart/form-data; boundary=x' };

    const accepted = await send(`${gateway.url}/api/applications/enhanced/submit`, { method: 'POST', headers: form, body: Buffer.alloc(1024 * 1024, 0x61) });
    expect(accepted.status).toBe(200);
    expect(upstream.seen[0]!.body.length).toBe(1024 * 1024);

    const refused = await send(`${gateway.url}/api/applications/enhanced/submit`, { method: 'POST', headers: form, body: Buffer.alloc(6 * 1024 * 1024 + 1, 0x61) });
    expect(refused.status).toBe(413);
    expect(refused.json()).toEqual({ detail: 'Resume file size must be less than 5MB', code: 'payload_too_large' });
    // Any other careers route keeps the small limit.
    const note = await send(`${gateway.url}/api/applications/enhanced/add-note`, { method: 'POST', headers: json, body: Buffer.alloc(65537, 0x20) });
    expect(note.status).toBe(413);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('slow clients', () => {
  it('when a client sends its headers a byte at a time, then the gateway answers 408 and closes the connection once the headers timeout has passed', async () => {
    const upstream = await startUpstream();
    cleanups.push(upstream.close);
    const gateway = await startTestGateway(upstream.url, { HTTP_HEADERS_TIMEOUT_MS: '1000' });
    cleanups.push(gateway.close);
    const { port } = new URL(gateway.url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    const head = 'GET /api/hotels HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
    let at = 0;
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const trickle = setInterval(() => socket.writable && socket.write(head[at++ % head.length]!), 100);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(trickle);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('requests at once', () => {
  it('when more API requests are in flight than MAX_CONCURRENT_REQUESTS, then the next is answered 503 busy at once, and once they finish requests go through again', async () => {
    const held: (() => void)[] = [];
    const upstream = await startUpstream((_req, res) => {
      held.push(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    cleanups.push(upstream.close);
    const gateway = await startTestGateway(upstream.url, { MAX_CONCURRENT_REQUESTS: '2' });
    cleanups.push(gateway.close);

    const first = send(`${gateway.url}/api/hotels/1`);
    const second = send(`${gateway.url}/api/hotels/2`);
    await expect.poll(() => held.length).toBe(2);
    const refused = await send(`${gateway.url}/api/hotels/3`);
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({ detail: 'The site is busy. Please try again in a moment.', code: 'busy' });
    expect(refused.headers['retry-after']).toBe('1');

    held.splice(0).forEach((answer) => answer());
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const again = send(`${gateway.url}/api/hotels/4`);
    await expect.poll(() => held.length).toBe(1);
    held.splice(0).forEach((answer) => answer());
    expect((await again).status).toBe(200);
  });
});
