import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getFromPeer, PeerError, peerUrlsSchema } from './peers';

const servers: Server[] = [];

/** A peer instance answering every request with `status`; counts what it was asked. */
async function instance(status: number | 'hang') {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (status === 'hang') return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

async function deadOrigin() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('reading from a peer service with several instances', () => {
  it('when one instance is down or answers 503, then the request goes to the next and its answer is returned', async () => {
    const dead = await deadOrigin();
    const starting = await instance(503);
    const up = await instance(200);
    for (let i = 0; i < 3; i++) {
      const res = await getFromPeer([dead, starting.origin, up.origin], '/internal/hotels', { timeoutMs: 2_000 });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ port: Number(new URL(up.origin).port) });
    }
    expect(up.asked).toEqual(['/internal/hotels', '/internal/hotels', '/internal/hotels']);
  });

  it('when both instances are up, then requests take turns between them', async () => {
    const [a, b] = [await instance(200), await instance(200)];
    for (let i = 0; i < 6; i++) await (await getFromPeer([a.origin, b.origin], '/x', { timeoutMs: 2_000 })).arrayBuffer();
    expect(a.asked).toHaveLength(3);
    expect(b.asked).toHaveLength(3);
  });

  it('when an instance answers 4xx, then that is the answer: the others are not asked', async () => {
    const [a, b] = [await instance(403), await instance(403)];
    const res = await getFromPeer([a.origin, b.origin], '/api/auth/admin/stats', { timeoutMs: 2_000 });
    expect(res.status).toBe(403);
    expect(a.asked.length + b.asked.length).toBe(1);
  });

  it('when no instance can answer, then the error names each address and why', async () => {
    const [dead, failing] = [await deadOrigin(), await instance(500)];
    const error = await getFromPeer([dead, failing.origin], '/internal/stats', { timeoutMs: 2_000 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PeerError);
    expect((error as Error).message).toContain(`${dead}: ECONNREFUSED`);
    expect((error as Error).message).toContain(`${failing.origin} answered 500`);
  });

  it('when an instance hangs, then the one time limit ends the request', async () => {
    const hanging = await instance('hang');
    const started = Date.now();
    const error = await getFromPeer([hanging.origin], '/internal/hotels', { timeoutMs: 200 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PeerError);
    expect((error as Error).message).toContain('no instance answered within 200 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('peer addresses in the configuration', () => {
  it('when several are given, then each is kept without its trailing slash; a bad one is refused', () => {
    const schema = peerUrlsSchema('http://127.0.0.1:8102');
    expect(schema.parse(undefined)).toEqual(['http://127.0.0.1:8102']);
    expect(schema.parse(' http://a:1/, http://b:2 ')).toEqual(['http://a:1', 'http://b:2']);
    expect(schema.safeParse('http://a:1,not a url').success).toBe(false);
    expect(schema.safeParse(' , ').success).toBe(false);
  });
});
