import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, withSavepoint, withTransaction, type Pool, type PoolClient } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('withSavepoint', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { max: 2 });
    await pool.query('CREATE TABLE steps (name text PRIMARY KEY)');
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const add = (client: PoolClient, name: string) => client.query('INSERT INTO steps (name) VALUES ($1)', [name]);
  const steps = async (prefix: string) =>
    (await pool.query<{ name: string }>('SELECT name FROM steps WHERE name LIKE $1 ORDER BY name', [`${prefix}%`])).rows.map((r) => r.name);

  it('when the step resolves, then its writes are kept with the transaction and its value comes back', async () => {
    const value = await withTransaction(pool, async (client) => {
      await add(client, 'kept-1');
      return withSavepoint(client, 'step', async () => {
        await add(client, 'kept-2');
        return 42;
      });
    });
    expect(value).toBe(42);
    expect(await steps('kept-')).toEqual(['kept-1', 'kept-2']);
  });

  it('when the step undoes itself, then only its own writes go and the transaction carries on', async () => {
    const value = await withTransaction(pool, async (client) => {
      await add(client, 'undo-1');
      const done = await withSavepoint(client, 'step', async (savepoint) => {
        await add(client, 'undo-2');
        await savepoint.undo();
        return false;
      });
      await add(client, 'undo-3');
      return done;
    });
    expect(value).toBe(false);
    expect(await steps('undo-')).toEqual(['undo-1', 'undo-3']);
  });

  it('when the step throws (even after a failed statement), then its writes are undone, the error goes on, and the transaction can carry on', async () => {
    await withTransaction(pool, async (client) => {
      await add(client, 'throw-1');
      const err = await withSavepoint(client, 'step', async () => {
        await add(client, 'throw-2');
        await add(client, 'throw-2');
      }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: '23505' });
      await add(client, 'throw-3');
    });
    expect(await steps('throw-')).toEqual(['throw-1', 'throw-3']);
  });

  it('when the name is not a plain identifier, then nothing runs', async () => {
    const client = await pool.connect();
    try {
      await expect(withSavepoint(client, 'a; DROP TABLE steps', async () => 1)).rejects.toThrow('Unsafe savepoint name');
    } finally {
      client.release();
    }
  });
});
