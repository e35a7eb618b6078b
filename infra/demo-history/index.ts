import pg from 'pg';
import { defaultPlanOptions, planHistory, type PlanOptions } from './plan';
import { writeHistory, type HistoryCounts, type HistoryTarget } from './write-history';

/*
 * The living demo: on the first start of `npm start` (its embedded PostgreSQL created by that start), a year
 * of history is written in the background through the services' own use cases, from a fixed seed, for
 * guests of the demo domain (contracts' DEMO_EMAIL_DOMAIN). Each run is recorded in the schema
 * `demo_history` of the same database, the launcher's own, so that it is never written twice.
 */

export interface DemoHistory {
  /** Resolves when the history is written (or stopped). */
  done: Promise<HistoryCounts>;
  /** Stops between two steps and waits for the step in hand. */
  stop(): Promise<void>;
}

export interface DemoHistoryOptions extends HistoryTarget {
  databaseUrl: string;
  plan?: Partial<PlanOptions>;
  onProgress?: (done: number, total: number) => void;
}

async function record<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Plans the history as of now and writes it in the background. */
export function startDemoHistory(options: DemoHistoryOptions): DemoHistory {
  const planOptions = { ...defaultPlanOptions(new Date()), ...options.plan };
  const controller = new AbortController();
  const done = (async () => {
    const plan = planHistory(planOptions);
    const runId = await record(options.databaseUrl, async (db) => {
      await db.query(`CREATE SCHEMA IF NOT EXISTS demo_history`);
      await db.query(`CREATE TABLE IF NOT EXISTS demo_history.runs (
        id serial PRIMARY KEY, seed integer NOT NULL, history_from timestamptz NOT NULL, history_to timestamptz NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz, counts jsonb, stopped boolean NOT NULL DEFAULT false)`);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO demo_history.runs (seed, history_from, history_to) VALUES ($1, $2, $3) RETURNING id`,
        [planOptions.seed, new Date(planOptions.now.getTime() - planOptions.days * 86_400_000), planOptions.now],
      );
      return rows[0]!.id;
    });
    const counts = await writeHistory(plan, options, { signal: controller.signal, onProgress: options.onProgress });
    await record(options.databaseUrl, (db) =>
      db.query(`UPDATE demo_history.runs SET finished_at = now(), counts = $2, stopped = $3 WHERE id = $1`, [runId, JSON.stringify(counts), controller.signal.aborted]),
    );
    return counts;
  })();
  return {
    done,
    async stop() {
      controller.abort();
      await done.catch(() => undefined);
    },
  };
}

export type { HistoryCounts } from './write-history';
