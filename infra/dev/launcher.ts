/**
 * What `npm start` (infra/dev/start.ts) and `npm run start:cluster` (infra/cluster/start-cluster.ts) share: the
 * steps they print, the clean-ups they run on Ctrl-C, PostgreSQL (DATABASE_URL or the embedded server with its
 * database), the frontend build, and the key that encrypts the stored token-signing keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { buildFrontend, frontendNeedsBuild } from './frontend-build';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export type Env = Record<string, string | undefined>;

export interface Launcher {
  startedAt: number;
  /** Prints one step of the start-up. */
  step(text: string): void;
  /** Runs at the stop, last added first. */
  onStop(cleanup: () => Promise<void>): void;
  /** Stops everything once (Ctrl-C reaches the process twice: from the terminal and relayed by tsx) and exits. */
  shutdown(code: number): Promise<void>;
  /** Runs `main`, stopping on SIGINT and SIGTERM and on a failure (printed by `describe`). */
  run(main: () => Promise<void>, describe?: (err: unknown) => unknown): void;
}

export function createLauncher(): Launcher {
  const startedAt = Date.now();
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;
  const launcher: Launcher = {
    startedAt,
    step: (text) => console.log(`  \u2022 ${text}`),
    onStop: (cleanup) => void cleanups.push(cleanup),
    async shutdown(code) {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping...');
      for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error(err));
      process.exit(code);
    },
    run(main, describe = (err) => err) {
      process.on('SIGINT', () => void launcher.shutdown(0));
      process.on('SIGTERM', () => void launcher.shutdown(0));
      main().catch(async (err: unknown) => {
        console.error(describe(err));
        await launcher.shutdown(1);
      });
    },
  };
  return launcher;
}

/**
 * DATABASE_URL when set, else the embedded server under .data/postgres with its `suvarna` database (and the
 * demo users). Returns whether this start created that database: only such a database gets the demo history.
 */
export async function preparePostgres(env: Env, launcher: Launcher): Promise<{ createdHere: boolean }> {
  if (env.DATABASE_URL) {
    launcher.step('PostgreSQL from DATABASE_URL');
    return { createdHere: false };
  }
  const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
  launcher.step(`embedded PostgreSQL on port ${port} (data in .data/postgres)`);
  const db = await startEmbeddedPostgres(path.join(root, '.data/postgres'), port);
  launcher.onStop(db.stop);
  env.DATABASE_URL = await ensureDatabase(db.url, 'suvarna');
  env.SEED_DEMO_USERS ??= 'true';
  return { createdHere: db.created };
}

/** Builds the frontend on the first start or when its sources changed (unless SKIP_FRONTEND_BUILD). */
export async function prepareFrontend(env: Env, launcher: Launcher): Promise<void> {
  if (env.SKIP_FRONTEND_BUILD || !(await frontendNeedsBuild(root))) return;
  launcher.step('building the frontend (first start or sources changed)');
  await buildFrontend(root);
}

/**
 * The key that encrypts the stored token-signing keys, kept beside the embedded data: generated on the first
 * start, read on every later one (JWT_KEY_ENCRYPTION_KEY in the environment wins). Both modes use the same file.
 */
export async function ensureKeyEncryptionKey(): Promise<string> {
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
