/**
 * `npm start`: the whole site on embedded defaults. Every external part is replaced by a local
 * one unless its variable is set: DATABASE_URL (else embedded PostgreSQL under .data/postgres),
 * SMTP_URL (else maildev with its web inbox), REDIS_URL (else an in-process stand-in),
 * KAFKA_BROKERS (else the in-memory event transport).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { buildFrontend, frontendNeedsBuild } from './frontend-build';
import { startMailCatcher } from './mail-catcher';
import { sitePortsFrom, startSite } from './site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startedAt = Date.now();
const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const cleanups: (() => Promise<void>)[] = [];
const step = (text: string) => console.log(`  \u2022 ${text}`);

/**
 * The key that encrypts the stored token-signing keys, kept beside the embedded data: generated on
 * the first start, read on every later one (JWT_KEY_ENCRYPTION_KEY in the environment wins).
 */
async function ensureKeyEncryptionKey(): Promise<string> {
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
  // Ctrl-C reaches this process twice (from the terminal and relayed by tsx): stop once, ignore the rest.
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((err: unknown) => console.error(err));
  }
  process.exit(code);
}

async function main() {
  console.log('Starting Suvarna Hotels & Resorts');
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
  let inbox: string | undefined;
  if (!env.SMTP_URL) {
    const catcher = await startMailCatcher(Number(env.MAIL_SMTP_PORT ?? 1025), Number(env.MAIL_WEB_PORT ?? 1080));
    cleanups.push(catcher.stop);
    env.SMTP_URL = catcher.smtpUrl;
    inbox = catcher.webUrl.replace('127.0.0.1', 'localhost');
    step(`mail catcher: SMTP on ${catcher.smtpUrl}`);
  } else {
    step('SMTP from SMTP_URL');
  }
  step(env.REDIS_URL ? 'Redis from REDIS_URL' : 'Redis: in-process stand-in');
  step(env.KAFKA_BROKERS ? `Kafka brokers ${env.KAFKA_BROKERS}` : 'events: in-memory transport');

  if (!env.SKIP_FRONTEND_BUILD && (await frontendNeedsBuild(root))) {
    step('building the frontend (first start or sources changed)');
    await buildFrontend(root);
  }

  env.JWT_KEY_ENCRYPTION_KEY ??= await ensureKeyEncryptionKey();

  // PORT moves the site; AUTH_PORT, CATALOG_PORT, ... move a service (two checkouts can run side by side).
  const ports = sitePortsFrom(env);
  step(env.STRIPE_SECRET_KEY ? 'payments: Stripe from STRIPE_SECRET_KEY' : `payments: Stripe sandbox on port ${ports.stripe}`);
  const site = await startSite({ env, ports });
  cleanups.push(site.close);

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nReady in ${seconds} s`);
  console.log(`  Site:   http://localhost:${ports.gateway}`);
  if (inbox) console.log(`  Inbox:  ${inbox}`);
  console.log(`  Operations (metrics, readiness details): ${site.opsUrl}`);
  if (site.stripeSandbox) console.log(`  Stripe: ${site.stripeSandbox.publicUrl} (sandbox; test card 4242 4242 4242 4242)`);
  console.log('Press Ctrl-C to stop.');
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch(async (err: unknown) => {
  console.error(err);
  await shutdown(1);
});
