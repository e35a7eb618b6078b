import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that runs a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// Postgres bigint (int8) and numeric arrive as strings by default; our counts and paise fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export interface PoolOptions {
  max?: number;
  /** Milliseconds an idle connection is kept (default 30 s). */
  idleTimeoutMillis?: number;
  applicationName?: string;
  /** The service's own schema: unqualified table names resolve there. */
  schema?: string;
}

export function createPool(connectionString: string, options: PoolOptions = {}): Pool {
  const pool = new pg.Pool({
    connectionString,
    options: options.schema ? `-c search_path=${quoteIdent(options.schema)}` : undefined,
    max: options.max ?? 10,
    application_name: options.applicationName,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
