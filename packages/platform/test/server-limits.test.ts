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
