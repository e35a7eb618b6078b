/**
 * A PostgreSQL server and a Redis server of a test's own, on free ports, that the test may stop and start
 * again (the machine's servers on 5432 and 6379 are shared and never touched). PostgreSQL is Debian's
 * (`initdb` and `pg_ctl` of the installed major version), its data in a temporary folder; Redis keeps
 * nothing, so a restart comes back empty.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

/** The newest installed Debian PostgreSQL's binaries, or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

export interface OwnPostgres {
  port: number;
  /** The superuser's connection to its `postgres` database. */
  url: string;
  /** A fast shutdown, as an operator's restart does: open sessions are ended (57P01). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

/** initdb as the `postgres` user when running as root (initdb refuses root), then starts the server. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("Debian's PostgreSQL is not installed (apt-get install postgresql)");
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await userIds('postgres') : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], { ...as, cwd: dir });
  const ctl = (args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args], { ...as, cwd: dir });
  // Socket in its own folder, no fsync (a test's data need not survive a power cut), room for a cluster's pools.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  let running = false;
  const server: OwnPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await ctl(['-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', options, 'start']);
      running = true;
    },
    async stop() {
      if (!running) return;
      await ctl(['-w', '-t', '60', '-m', 'fast', 'stop']);
      running = false;
    },
    async destroy() {
      await server.stop().catch(() => ctl(['-m', 'immediate', 'stop']).catch(() => undefined));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Whether a PostgreSQL server answers at url. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface OwnRedis {
  port: number;
  url: string;
  /** Stops the server (SIGKILL: nothing saved, and nothing is anyway). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const url = `redis://127.0.0.1:${port}`;
  const server: OwnRedis = {
    port,
    url,
    async start() {
      const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      child = proc;
      exited = new Promise((resolve) => proc.once('exit', () => resolve()));
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        for (let tries = 0; ; tries++) {
          try {
            await probe.connect();
            await probe.ping();
            return;
          } catch (err) {
            if (tries > 100 || proc.exitCode !== null) throw err;
            probe.disconnect();
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        probe.disconnect();
      }
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  await server.start();
  return server;
}
