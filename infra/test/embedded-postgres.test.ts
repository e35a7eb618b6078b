import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../dev/embedded-postgres';
import { freePort } from '../testing/free-port';

describe("`npm start`'s embedded PostgreSQL", () => {
  let dir: string;
  let first: EmbeddedDatabase | undefined;

  afterAll(async () => {
    await first?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('when an earlier run still holds the data, then a second start says so, naming the process, and the first keeps running', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'));
    // When run as root the server runs as the `postgres` user, which must reach the directory.
    await chmod(dir, 0o777);
    const data = path.join(dir, 'data');
    first = await startEmbeddedPostgres(data, await freePort());
    // Created by this start: the launcher writes the demo history only into such a database.
    expect(first.created).toBe(true);

    const refused = await startEmbeddedPostgres(data, await freePort()).then(
      () => 'started',
      (err: unknown) => (err instanceof Error ? err.message : `rejected with ${String(err)}`),
    );
    expect(refused).toMatch(/still running \(process \d+, data in .*data\).*kill \d+/s);

    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    await client.end();
  }, 60_000);

  it('when a run was killed and left its pid file behind, then the next start removes it and starts', async () => {
    await first!.stop();
    first = undefined;
    const data = path.join(dir, 'data');
    // A pid that cannot be a live postgres: this test process's own.
    await writeFile(path.join(data, 'postmaster.pid'), `${process.pid}\n${data}\n`);
    first = await startEmbeddedPostgres(data, await freePort());
    expect(first.created).toBe(false);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.end();
  }, 60_000);
});
