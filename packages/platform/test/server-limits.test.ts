import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpApp, createLogger, createMetrics, finishApp, serverOptions } from '../src';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("a service's own limits", () => {
  it('when more requests are in flight than maxConcurrentRequests, then the next is answered 503 busy at once while probes still answer', async () => {
    const logger = createLogger('limits-test', 'silent');
    const app = createHttpApp({ logger, metrics: createMetrics('limits-test'), maxConcurrentRequests: 1 });
    let release: (() => void) | undefined;
    app.get('/slow', async (_req, res) => {
      await new Promise<void>((resolve) => (release = resolve));
      res.json({ ok: true });
    });
    finishApp(app, logger);
    const address = await listen(createServer(app));

    const first = fetch(`http://${address}/slow`);
    await expect.poll(() => release !== undefined).toBe(true);
    const busy = await fetch(`http://${address}/slow`);
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ detail: 'The service is busy. Please try again in a moment.', code: 'busy' });
    expect(busy.headers.get('retry-after')).toBe('1');
    expect((await fetch(`http://${address}/healthz`)).status).toBe(200);

    release!();
    expect((await first).status).toBe(200);
  });

  it('when a request is answered, or its client goes away before the answer, then its place is free again, once', async () => {
    const logger = createLogger('limits-test', 'silent');
    const app = createHttpApp({ logger, metrics: createMetrics('limits-test'), maxConcurrentRequests: 2 });
    const waiting: (() => void)[] = [];
    let answered = 0;
    app.get('/slow', async (_req, res) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      res.json({ ok: true });
      answered++;
    });
    app.get('/quick', (_req, res) => {
      res.json({ ok: true });
    });
    finishApp(app, logger);
    const address = await listen(createServer(app));

    for (let i = 0; i < 5; i++) expect((await fetch(`http://${address}/quick`)).status).toBe(200);
    // A client that gives up: its place is freed when its connection closes, even before the handler answers.
    const gone = new AbortController();
    const abandoned = fetch(`http://${address}/slow`, { signal: gone.signal }).catch(() => undefined);
    await expect.poll(() => waiting.length).toBe(1);
    gone.abort();
    await abandoned;
    const held = fetch(`http://${address}/slow`);
    await expect.poll(() => waiting.length).toBe(2);
    // One place held, one free: a second request is taken, a third would not be.
    const second = fetch(`http://${address}/slow`);
    await expect.poll(() => waiting.length).toBe(3);
    expect((await fetch(`http://${address}/quick`)).status).toBe(503);
    for (const release of waiting) release();
    expect((await held).status).toBe(200);
    expect((await second).status).toBe(200);
    await expect.poll(() => answered).toBe(3);
    // The abandoned request's answer, written after its connection closed, frees no second place.
    const again = [fetch(`http://${address}/slow`), fetch(`http://${address}/slow`)];
    await expect.poll(() => waiting.length).toBe(5);
    expect((await fetch(`http://${address}/quick`)).status).toBe(503);
    for (const release of waiting.slice(3)) release();
    for (const res of await Promise.all(again)) expect(res.status).toBe(200);
  });

  it('when a client sends its request head a byte at a time, then the server cuts it once the head timeout has passed', async () => {
    const logger = createLogger('limits-test', 'silent');
    const app = createHttpApp({ logger, metrics: createMetrics('limits-test') });
    finishApp(app, logger);
    const address = await listen(createServer(serverOptions({ headersTimeoutMs: 1_000, requestTimeoutMs: 5_000, keepAliveTimeoutMs: 5_000 }), app));
    const [host, port] = address.split(':');
    const socket = connect({ host, port: Number(port) });
    socket.on('error', () => undefined);
    const head = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
    let at = 0;
    const trickle = setInterval(() => socket.writable && socket.write(head[at++ % head.length]!), 100);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
