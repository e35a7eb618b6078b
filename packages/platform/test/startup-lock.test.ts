import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPool, lockForStartup, withTransaction, type Pool } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('lockForStartup', () => {
  let db: TestDatabase;
  let pool: Pool;
  let holder: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    // Statements of this pool are cancelled after 200 ms, as a request's would be after its timeout.
    pool = createPool(db.url, { statementTimeoutMs: 200, applicationName: 'starting-instance' });
    holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
  });

  afterAll(async () => {
    await holder?.end();
    await pool?.end();
    await db?.drop();
  });

  it('when another instance holds the start-up lock past the statement timeout, then the starting one waits its turn instead of failing', async () => {
    await holder.query('BEGIN');
    await holder.query("SELECT pg_advisory_xact_lock(hashtext('seed:test'))");

    let afterLock: number | undefined;
    const starting = withTransaction(pool, async (client) => {
      await lockForStartup(client, 'seed:test');
      // What follows the lock runs under no statement timeout either: a slow start-up step may take its time.
      await client.query('SELECT pg_sleep(0.3)');
      afterLock = (await client.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n;
    });

    // The starting instance has waited on the lock for longer than its statement timeout, and still waits.
    await vi.waitFor(
      async () => {
        // Read outside the holder's transaction, which would see one frozen snapshot of the activity.
        const { rows } = await pool.query<{ waited: boolean }>(
          `SELECT clock_timestamp() - query_start > interval '600 milliseconds' AS waited FROM pg_stat_activity
            WHERE application_name = 'starting-instance' AND wait_event_type = 'Lock'`,
        );
        expect(rows[0]?.waited).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    await holder.query('COMMIT');

    await starting;
    expect(afterLock).toBe(1);
    // Outside start-up work, the pool's statements keep their timeout.
    await expect(pool.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
  });
});
