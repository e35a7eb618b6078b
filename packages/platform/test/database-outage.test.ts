import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHttpApp, createLogger, createMetrics, createPool, finishApp, isDatabaseUnavailable, withTransaction, type Pool } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/**
 * A database connection ended under a request (the server restarting: 57P01) or a statement over its time:
 * the request fails with 503 and a detail, and the process goes on. The machine's PostgreSQL is shared, so
 * only this test's own connections are ended.
 */
describe('the database going away under a request', () => {
  let db: TestDatabase;
  let pool: Pool;
  let admin: Pool;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { applicationName: 'outage-test', statementTimeoutMs: 300 });
    admin = createPool(db.url, { max: 1 });
    const logger = createLogger('outage-test', 'silent');
    const app = createHttpApp({ logger, metrics: createMetrics('outage-test') });
    // Holds its transaction until the test ends its connection.
    app.get('/held', async (_req, res) => {
      await withTransaction(pool, async (client) => {
        await client.query('SELECT pg_sleep(0.2)');
        await client.query('SELECT pg_sleep(0.2)');
      });
      res.json({ ok: true });
    });
    app.get('/slow', async (_req, res) => {
      await pool.query('SELECT pg_sleep(2)');
      res.json({ ok: true });
    });
    app.get('/quick', async (_req, res) => {
      res.json((await pool.query<{ ok: number }>('SELECT 1 AS ok')).rows[0]);
    });
    finishApp(app, logger);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    close = () => new Promise((r) => server.close(() => r(undefined)));
  });

  afterAll(async () => {
    await close?.();
    await pool?.end();
    await admin?.end();
    await db?.drop();
  });

  it('when the server ends a checked-out connection mid-transaction, then the request answers 503 with a detail, the process lives on, and the next request works', async () => {
    const answer = fetch(`${baseUrl}/held`);
    // Wait until the request holds its connection, then end it as a server shutdown does.
    for (let ended = 0; ended === 0; ) {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'outage-test' AND query LIKE 'SELECT pg_sleep%' AND state = 'active'`,
      );
      ended = rows[0]!.n;
    }
    const res = await answer;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'This service cannot reach its database at the moment. Please try again in a moment.', code: 'database_unavailable' });
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${baseUrl}/quick`)).status).toBe(200);
  });

  it('when a statement runs past statement_timeout, then the request answers 503 database_timeout', async () => {
    const res = await fetch(`${baseUrl}/slow`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'database_timeout' });
  });

  it('when nothing listens where the database should be, then the error is one the workers wait out', async () => {
    const nowhere = createPool('postgres://postgres@127.0.0.1:9/postgres', { connectTimeoutMs: 500 });
    const err = await nowhere.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    await nowhere.end();
  });
});
