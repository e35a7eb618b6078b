import type { Logger } from '../logger';
import { quoteIdent, type Pool } from './pool';

/** Rows of one table that may go once their timestamp is older than the retention. */
export interface PruneTask {
  /** For logs: what the rows are. */
  name: string;
  schema: string;
  table: string;
  /** The timestamp column the age is measured on; rows where it is NULL are kept. */
  column: string;
  retentionDays: number;
}

export interface PrunerOptions {
  pool: Pool;
  tasks: PruneTask[];
  logger: Logger;
  /** Time between rounds; the first round runs one interval after start. */
  intervalMs: number;
  /** Rows deleted per statement: small enough that no delete holds locks or bloats WAL for long. */
  batchSize?: number;
}

/** The event bus's own tables: processed-event records, published outbox rows, dead letters an operator resolved. */
export function busPruneTasks(schema: string, retentionDays: number): PruneTask[] {
  return [
    { name: 'processed events', schema, table: 'processed_events', column: 'processed_at', retentionDays },
    { name: 'published outbox rows', schema, table: 'outbox', column: 'published_at', retentionDays },
    { name: 'resolved dead letters', schema, table: 'dead_letters', column: 'resolved_at', retentionDays },
  ];
}

/** Deletes one task's old rows in batches until none is left; returns how many went. */
export async function pruneTable(pool: Pool, task: PruneTask, batchSize = 500): Promise<number> {
  const table = `${quoteIdent(task.schema)}.${quoteIdent(task.table)}`;
  const column = quoteIdent(task.column);
  let total = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
         SELECT ctid FROM ${table} WHERE ${column} < now() - make_interval(days => $1) LIMIT $2))`,
      [task.retentionDays, batchSize],
    );
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) return total;
  }
}

/**
 * Prunes the tasks' tables every interval. Several instances of a service may prune at once:
 * each batch deletes what is there, so they only share the work.
 */
export function startPruner({ pool, tasks, logger, intervalMs, batchSize }: PrunerOptions): { stop(): Promise<void> } {
  const log = logger.child({ component: 'pruner' });
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let stopped = false;

  const runRound = async () => {
    for (const task of tasks) {
      if (stopped) return;
      try {
        const deleted = await pruneTable(pool, task, batchSize);
        if (deleted) log.info({ task: task.name, deleted, retentionDays: task.retentionDays }, 'pruned old rows');
      } catch (err) {
        log.error({ err, task: task.name }, 'pruning failed; trying again next round');
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        round = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
