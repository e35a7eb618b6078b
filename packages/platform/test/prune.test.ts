import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, migrate, pruneTable, type Pool } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('pruneTable', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { schema: 'prune' });
    await migrate(pool, 'prune');
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('when more old rows exist than one batch holds, then every one goes, batch after batch, and the young ones stay', async () => {
    await pool.query(
      `INSERT INTO processed_events (event_id, consumer_group, processed_at)
       SELECT gen_random_uuid(), 'g', now() - interval '10 days' FROM generate_series(1, 1234)`,
    );
    await pool.query(`INSERT INTO processed_events (event_id, consumer_group, processed_at) SELECT gen_random_uuid(), 'g', now() FROM generate_series(1, 3)`);

    const deleted = await pruneTable(pool, { name: 'processed events', schema: 'prune', table: 'processed_events', column: 'processed_at', retentionDays: 7 }, 100);

    expect(deleted).toBe(1234);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM processed_events');
    expect(rows[0]!.n).toBe(3);
  });
});
