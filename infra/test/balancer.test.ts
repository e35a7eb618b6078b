import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBalancer, type Balancer } from '../cluster/balancer';

/** An HTTP server answering with its own name. */
async function named(name: string): Promise<Server> {
  const server = createServer((_req, res) => res.end(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** One request on a connection of its own. */
function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the balancer in front of several gateway processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const track = (server: Server) => {
    cleanups.push(() => new Promise((r) => (server.listening ? server.close(() => r()) : r())));
    return server;
  };
  const balance = async (targets: Server[] | number[], refusedPauseMs?: number): Promise<Balancer> => {
    const b = await startBalancer({ targets: targets.map((t) => ({ host: '127.0.0.1', port: typeof t === 'number' ? t : portOf(t) })), refusedPauseMs });
    cleanups.push(() => b.close());
    return b;
  };

  it('when connections come in, then they go to each instance in turn', async () => {
    const b = await balance([track(await named('one')), track(await named('two'))]);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get(b.port));
    expect(answers.sort()).toEqual(['one', 'one', 'one', 'two', 'two', 'two']);
    expect(b.handed()).toEqual([3, 3]);
  });

  it('when an instance refuses connections, then every client is served by the others, and it is used again once back', async () => {
    const one = track(await named('one'));
    const two = await named('two');
    const twoPort = portOf(two);
    await new Promise<void>((r) => two.close(() => r()));
    const b = await balance([portOf(one), twoPort], 50);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get(b.port));
    expect(answers).toEqual(Array(6).fill('one'));

    const back = track(createServer((_req, res) => res.end('two')));
    await new Promise<void>((r) => back.listen(twoPort, '127.0.0.1', r));
    // Its health check finds the instance back within an interval or two: the test waits for that, not for a time.
    await vi.waitFor(
      async () => {
        const later = [];
        for (let i = 0; i < 4; i++) later.push(await get(b.port));
        expect(later).toContain('two');
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('when a client sends its request and closes its side at once, then it still reads the answer', async () => {
    const b = await balance([track(await named('one'))]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(b.port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*one$/);
  });

  it('when every instance refuses, then the client connection is closed rather than left hanging', async () => {
    const gone = await named('gone');
    const port = portOf(gone);
    await new Promise<void>((r) => gone.close(() => r()));
    const b = await balance([port]);
    await expect(get(b.port)).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
