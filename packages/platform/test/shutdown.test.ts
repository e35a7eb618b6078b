import { spawn } from 'node:child_process';
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { closeServer } from '../src/shutdown';

function get(port: number, agent: Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => res.end('ok'));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('closeServer', () => {
  it('when draining, then a request on an open keep-alive connection is answered with Connection: close, new connections are refused, and it ends once idle', async () => {
    const { server, port } = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent)).connection).toBe('keep-alive');

    const closed = closeServer(server, 5_000, { drainMs: 300 });
    // The idle connection is still there during the drain: the request on it is answered, telling to go elsewhere.
    const during = await get(port, agent);
    expect(during).toEqual({ status: 200, connection: 'close' });
    // A new connection is refused: the server no longer listens.
    await expect(get(port, new Agent({ keepAlive: false }))).rejects.toThrow(/ECONNREFUSED/);
    await closed;
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('without a drain, then idle keep-alive connections are closed at once', async () => {
    const { server, port } = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, agent);
    const socketClosed = new Promise<void>((resolve) => {
      const sockets = Object.values(agent.freeSockets).flat();
      sockets[0]!.once('close', () => resolve());
    });
    await closeServer(server, 5_000);
    await socketClosed;
    agent.destroy();
  });
});

describe('onShutdownSignal under a launcher', () => {
  const fixture = fileURLToPath(new URL('./fixtures/server-with-parent.ts', import.meta.url));
  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('when the launcher that named itself in STOP_WITH_PARENT_PID is killed -9, then its server stops itself as on SIGTERM', async () => {
    // The launcher: starts the server as its child, naming itself, prints the child's pid, and stays.
    const launcherCode = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(fixture)}], {
        env: { ...process.env, STOP_WITH_PARENT_PID: String(process.pid) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      console.log('child ' + child.pid);
      setInterval(() => {}, 1000);`;
    const launcher = spawn(process.execPath, ['-e', launcherCode], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let child: number | undefined;
    try {
      await vi.waitFor(() => expect(output).toContain('ready'), { timeout: 15_000 });
      child = Number(/child (\d+)/.exec(output)?.[1]);
      expect(isAlive(child)).toBe(true);
      launcher.kill('SIGKILL');
      await vi.waitFor(() => expect(output).toContain('stopped'), { timeout: 10_000 });
      await vi.waitFor(() => expect(isAlive(child!)).toBe(false), { timeout: 10_000 });
    } finally {
      launcher.kill('SIGKILL');
      if (child && isAlive(child)) process.kill(child, 'SIGKILL');
    }
  });
});
