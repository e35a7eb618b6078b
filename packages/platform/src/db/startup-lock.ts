import type pg from 'pg';

/** The longest start-up work waits for another instance's (a migration rewriting a large table included). */
export const STARTUP_TIMEOUT_MS = 10 * 60_000;

/**
 * Takes a transaction-scoped advisory lock for start-up work that instances starting together must not do
 * twice (migrations, sample data), and lifts the transaction's statement timeout: that work is not a request
 * under the gateway's wait, and an instance that waits its turn behind a slow one on a busy machine must not
 * give up and exit. The wait itself is bounded by STARTUP_TIMEOUT_MS.
 */
export async function lockForStartup(client: pg.ClientBase, name: string): Promise<void> {
  await client.query('SET LOCAL statement_timeout = 0');
  // node-postgres reads a per-query query_timeout that its types do not list.
  const lock: pg.QueryConfig & { query_timeout: number } = { text: 'SELECT pg_advisory_xact_lock(hashtext($1))', values: [name], query_timeout: STARTUP_TIMEOUT_MS };
  await client.query(lock);
}
