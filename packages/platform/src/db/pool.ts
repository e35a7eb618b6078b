import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that runs a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// Postgres bigint (int8) and numeric arrive as strings by default; our counts and paise fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Every statement's limit by default: below the gateway's upstream timeout (5 s), so that a request fails with its own answer first. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 4_000;

export interface PoolOptions {
  max?: number;
  /** Milliseconds an idle connection is kept (default 30 s). */
  idleTimeoutMillis?: number;
  applicationName?: string;
  /** The service's own schema: unqualified table names resolve there. */
  schema?: string;
  /**
   * The server cancels a statement that runs longer (default 4 s), and a transaction left idle longer than
   * twice that is ended: no request or worker holds locks and a connection past the gateway's patience.
   */
  statementTimeoutMs?: number;
  /**
   * How long a connection may take to open, or a request wait for a free one (default 2 s): a database that
   * does not answer (stopped, or its address silent during a failover) fails the request in hand at once.
   */
  connectTimeoutMs?: number;
  /** Told of a connection lost while it was idle or in use; the pool replaces it either way. */
  onConnectionError?: (err: Error) => void;
}

/** Statements a connection keeps prepared at most; a statement beyond them is parsed on each run, as before. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * A connection that prepares each statement with parameters the first time it runs it and then only binds and
 * executes it: the server skips parsing and planning it again (about half of a short statement's server time, and
 * a Parse message less on the wire). Each connection names its own statements; one without parameters (BEGIN,
 * COMMIT, a migration's script) still goes as a simple query.
 */
class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      let name = this.names.get(text);
      if (name === undefined && this.names.size < MAX_PREPARED_PER_CONNECTION) {
        name = `s${this.names.size + 1}`;
        this.names.set(text, name);
      }
      if (name !== undefined) args[0] = { name, text, values: args.splice(1, 1)[0] };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function createPool(connectionString: string, options: PoolOptions = {}): Pool {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const settings = [
    ...(options.schema ? [`-c search_path=${quoteIdent(options.schema)}`] : []),
    `-c statement_timeout=${statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${2 * statementTimeoutMs}`,
  ];
  const pool = new pg.Pool({
    connectionString,
    options: settings.join(' '),
    max: options.max ?? 10,
    application_name: options.applicationName,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
    // The server's statement_timeout cannot fire when the network is what went silent: the client gives up just after it.
    query_timeout: statementTimeoutMs + 250,
    keepAlive: true,
    Client: PreparingClient,
  });
  const lost = (err: Error) => options.onConnectionError?.(err);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', lost);
  // Nor may a client in use (its query in hand fails with the error): without a listener of its own, a
  // checked-out client's 'error' (the server shut down, 57P01) is an unhandled event that ends the process.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    // A lost or silent connection is dropped rather than rolled back (the server ends its transaction as the
    // connection goes): a ROLLBACK on a silent one would wait out another timeout before the request could answer.
    if (isDatabaseUnavailable(err)) {
      broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    }
    await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
      broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
    });
    throw err;
  } finally {
    client.release(broken);
  }
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
