/**
 * `npm run start:cluster [-- --scale booking=3 --scale notify=2]`: the site with the gateway and every
 * service instance as its own OS process, over Kafka, PostgreSQL and Redis servers. Each server comes
 * from its variable when set: DATABASE_URL (else embedded PostgreSQL under .data/postgres), REDIS_URL
 * (else the machine's Redis at 127.0.0.1:6379, or an error), KAFKA_BROKERS (else librdkafka's mock
 * cluster through Debian's `kcat`), SMTP_URL (else a mail catcher), STRIPE_SECRET_KEY (else the sandbox).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { configSchema as gatewayConfigSchema } from '@suvarna/gateway';
import { startEmbeddedPostgres } from '../dev/embedded-postgres';
import { buildFrontend, frontendNeedsBuild } from '../dev/frontend-build';
import { parseScale, startCluster, type RunningCluster } from './cluster';
import { ClusterSetupError, prepareClusterEnvironment, type ClusterEnvironment } from './environment';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startedAt = Date.now();
const step = (text: string) => console.log(`  \u2022 ${text}`);
const cleanups: (() => Promise<void>)[] = [];

async function ensureKeyEncryptionKey(): Promise<string> {
  // The same file `npm start` keeps: both modes open the signing key stored in the embedded database.
  const file = path.join(root, '.data/jwt-key-encryption-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32).toString('base64');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error(err));
  process.exit(code);
}

async function main() {
  const scale = parseScale(process.argv.slice(2));
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  console.log('Starting Suvarna Hotels & Resorts in cluster mode');

  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
    step(`embedded PostgreSQL on port ${port} (data in .data/postgres)`);
    const db = await startEmbeddedPostgres(path.join(root, '.data/postgres'), port);
    cleanups.push(db.stop);
    env.DATABASE_URL = await ensureDatabase(db.url, 'suvarna');
    env.SEED_DEMO_USERS ??= 'true';
  } else {
    step('PostgreSQL from DATABASE_URL');
  }
  // The gateway's own default port unless PORT moves it: the sandbox's webhook needs to know it.
  const gatewayPort = gatewayConfigSchema.shape.PORT.parse(env.PORT);
  env.PORT = String(gatewayPort);

  const servers: ClusterEnvironment = await prepareClusterEnvironment(env, gatewayPort);
  cleanups.push(servers.stop);
  servers.notes.forEach(step);

  if (!env.SKIP_FRONTEND_BUILD && (await frontendNeedsBuild(root))) {
    step('building the frontend (first start or sources changed)');
    await buildFrontend(root);
  }
  servers.env.JWT_KEY_ENCRYPTION_KEY ??= await ensureKeyEncryptionKey();

  const counts = Object.entries(scale).map(([name, n]) => `${name}×${n}`);
  step(`starting the gateway and every service as its own process${counts.length ? ` (${counts.join(', ')})` : ''}`);
  const cluster: RunningCluster = await startCluster({ env: servers.env, scale, output: (line) => console.log(line) });
  cleanups.push(cluster.close);

  console.log(`\nReady in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(`  Site:   http://localhost:${gatewayPort}`);
  if (servers.inboxUrl) console.log(`  Inbox:  ${servers.inboxUrl.replace('127.0.0.1', 'localhost')}`);
  console.log(`  Operations (metrics, readiness details): ${cluster.opsUrl}`);
  if (servers.stripeUrl) console.log(`  Stripe: ${servers.stripeUrl} (sandbox; test card 4242 4242 4242 4242)`);
  for (const [name, list] of Object.entries(cluster.instances)) {
    console.log(`  ${name.padEnd(8)} ${list.map((i) => `${i.url} (pid ${i.pid() ?? '?'})`).join(', ')}`);
  }
  console.log('Press Ctrl-C to stop.');
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch(async (err: unknown) => {
  console.error(err instanceof ClusterSetupError || (err instanceof Error && err.message.startsWith('--scale')) ? `\n${err.message}` : err);
  await shutdown(1);
});
