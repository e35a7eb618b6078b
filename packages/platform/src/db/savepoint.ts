import type { PoolClient } from './pool';
import { isDatabaseUnavailable } from './unavailable';

/** What a step inside a savepoint may do besides finishing: undo its own writes and let the transaction go on. */
export interface Savepoint {
  /** Rolls back to the savepoint: the step's writes are undone, the transaction's earlier ones kept. */
  undo(): Promise<void>;
}

/**
 * Runs fn inside a savepoint of the client's transaction: a part of the transaction that can be undone alone.
 * When fn resolves, its writes are kept (the savepoint is released) unless it called `undo()`; when it throws,
 * they are undone and the error goes on, so a caller may catch it and carry on with the transaction. A lost
 * connection is not rolled back (the transaction is gone with it): its error goes on as it is.
 */
export async function withSavepoint<T>(client: PoolClient, name: string, fn: (savepoint: Savepoint) => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe savepoint name: ${name}`);
  await client.query(`SAVEPOINT ${name}`);
  let undone = false;
  const undo = async () => {
    if (undone) return;
    await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
    undone = true;
  };
  let result: T;
  try {
    result = await fn({ undo });
  } catch (err) {
    if (!isDatabaseUnavailable(err)) await undo();
    throw err;
  }
  if (!undone) await client.query(`RELEASE SAVEPOINT ${name}`);
  return result;
}
