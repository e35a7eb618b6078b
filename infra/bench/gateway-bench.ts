/**
 * `npm run bench`: what the gateway hop costs. Boots the whole site on free ports (DATABASE_URL or
 * embedded Postgres), then loads GET /api/hotels with autocannon twice in one run: on the catalog
 * service directly and through the gateway, and prints the throughput ratio. Ratios, not absolute
 * numbers, are comparable between runs on these shared machines.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { createTestDatabase } from '@suvarna/platform/testing';
import { startEmbeddedPostgres } from '../dev/embedded-postgres';
import { startSite } from '../dev/site';
import { freePort } from '../testing/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

/** The load comes from a separate process, so it does not share an event loop with the servers. */
async function load(url: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonBin, '-j', '-c', String(connections), '-d', String(duration), url], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as AutocannonResult;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(root, '.data/bench-postgres'), await freePort());
const db = await createTestDatabase(process.env.DATABASE_URL ?? embedded!.url);
const ports = {
  gateway: await freePort(),
  auth: await freePort(),
  catalog: await freePort(),
  booking: await freePort(),
  payment: await freePort(),
  careers: await freePort(),
  notify: await freePort(),
};
const site = await startSite({
  env: { DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', SMTP_URL: 'smtp://127.0.0.1:1' },
  ports,
});
try {
  const direct = `http://127.0.0.1:${ports.catalog}/api/hotels`;
  const viaGateway = `${site.url}/api/hotels`;
  await load(direct); // warm the cache and the JIT
  const d = await load(direct);
  const g = await load(viaGateway);
  console.log(`GET /api/hotels, ${connections} connections, ${duration} s each`);
  console.log(`  catalog directly : ${d.rps.toFixed(0)} req/s  p99 ${d.p99} ms  errors ${d.errors}`);
  console.log(`  through gateway  : ${g.rps.toFixed(0)} req/s  p99 ${g.p99} ms  errors ${g.errors}`);
  console.log(`  ratio gateway ÷ direct: ${(g.rps / d.rps).toFixed(2)}`);
} finally {
  await site.close();
  await db.drop();
  await embedded?.stop();
}
