import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, withTransaction, type Pool, type PoolClient } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe("a pool's connections prepare their statements", () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { max: 1 });
    await pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const prepared = async (client: PoolClient) =>
    (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((r) => r.statement);

  it('when a statement with parameters runs again on a connection, then it was prepared once and answers each time', async () => {
    await withTransaction(pool, async (client) => {
      const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2) RETURNING body';
      expect((await client.query(insert, [1, 'first'])).rows).toEqual([{ body: 'first' }]);
      expect((await client.query(insert, [2, 'second'])).rows).toEqual([{ body: 'second' }]);
      expect((await prepared(client)).filter((s) => s === insert)).toHaveLength(1);
    });
    // Through the pool, with a callback, as pg-pool runs it: the same connection, the same prepared statement.
    const read = await pool.query<{ body: string }>('SELECT body FROM notes WHERE id = $1', [2]);
    expect(read.rows).toEqual([{ body: 'second' }]);
    const again = await pool.query<{ body: string }>('SELECT body FROM notes WHERE id = $1', [1]);
    expect(again.rows).toEqual([{ body: 'first' }]);
    const client = await pool.connect();
    try {
      expect((await prepared(client)).filter((s) => s.startsWith('SELECT body FROM notes'))).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('when a statement has no parameters, then it goes as a simple query and is not prepared (a script of several statements still runs)', async () => {
    await pool.query("INSERT INTO notes (id, body) VALUES (10, 'a'); INSERT INTO notes (id, body) VALUES (11, 'b')");
    const client = await pool.connect();
    try {
      expect(await prepared(client)).not.toContainEqual(expect.stringContaining('VALUES (10'));
      expect((await client.query('SELECT count(*)::int AS n FROM notes WHERE id >= 10')).rows).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
  });

  it('when a prepared statement fails, then the connection goes on and runs it again once the cause is gone', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await expect(pool.query(insert, [20, null])).rejects.toMatchObject({ code: '23502' });
    await pool.query(insert, [20, 'mended']);
    expect((await pool.query('SELECT body FROM notes WHERE id = $1', [20])).rows).toEqual([{ body: 'mended' }]);
  });
});
