import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteIdent, withTransaction, type Pool } from './pool';

/**
 * Tables every service schema has for the event bus: its outbox, the consumers' ledger and dead letters.
 * Each step is recorded in schema_migrations like a service's own file and runs once: DDL on a live table is
 * not free even when there is nothing to do (`ALTER TABLE ... ADD COLUMN IF NOT EXISTS` takes the table's
 * exclusive lock, `CREATE INDEX IF NOT EXISTS` a share lock), and an instance restarting while the others
 * write would queue every insert into the outbox behind it. (Schemas made before the steps were recorded
 * run them once more: every statement is idempotent.)
 */
const busMigrations: readonly [name: string, sql: string][] = [
  ['bus-0001-outbox.sql', `
CREATE TABLE IF NOT EXISTS outbox (
  id            bigserial PRIMARY KEY,
  event_id      uuid NOT NULL UNIQUE,
  topic         text NOT NULL,
  key           text NOT NULL,
  envelope      jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error    text,
  published_at  timestamptz
);
CREATE INDEX IF NOT EXISTS outbox_pending_idx ON outbox (id) WHERE published_at IS NULL;
`],
  ['bus-0002-outbox-trace-context.sql', `-- The trace context of the change that wrote the row (W3C traceparent, tracestate), sent on as message headers.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS trace_context jsonb;
`],
  ['bus-0003-ledger-and-dead-letters.sql', `CREATE TABLE IF NOT EXISTS processed_events (
  event_id      uuid NOT NULL,
  consumer_group text NOT NULL,
  processed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, consumer_group)
);
CREATE INDEX IF NOT EXISTS processed_events_age_idx ON processed_events (processed_at);
CREATE INDEX IF NOT EXISTS outbox_published_idx ON outbox (published_at) WHERE published_at IS NOT NULL;
-- Events a consumer group could not apply, and the later events of the same key held behind them
-- (see bus/dead-letter-store.ts). requested: what an operator asked for, done by a running consumer.
CREATE TABLE IF NOT EXISTS dead_letters (
  id             bigserial PRIMARY KEY,
  consumer_group text NOT NULL,
  topic          text NOT NULL,
  key            text NOT NULL,
  event_id       uuid,
  event_type     text,
  value          text NOT NULL,
  reason         text NOT NULL CHECK (reason IN ('failed', 'invalid', 'held')),
  error          text NOT NULL,
  attempts       integer NOT NULL DEFAULT 0,
  status         text NOT NULL DEFAULT 'parked' CHECK (status IN ('parked', 'replayed', 'skipped')),
  requested      text CHECK (requested IN ('replay', 'skip')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  resolved_at    timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS dead_letters_event_idx ON dead_letters (consumer_group, event_id);
CREATE INDEX IF NOT EXISTS dead_letters_parked_idx ON dead_letters (consumer_group, key, id) WHERE status = 'parked';
CREATE INDEX IF NOT EXISTS dead_letters_resolved_idx ON dead_letters (resolved_at) WHERE resolved_at IS NOT NULL;
`],
];

/**
 * Brings a service's schema up to date: creates it, then applies each `NNNN-name.sql` file of
 * migrationsDir not yet recorded, in name order, each in its own transaction. An advisory lock
 * keeps two instances starting together from applying the same file twice.
 */
export async function migrate(pool: Pool, schema: string, migrationsDir?: string): Promise<string[]> {
  const s = quoteIdent(schema);
  const files = migrationsDir ? (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort() : [];
  const applied: string[] = [];
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await client.query(`SET LOCAL search_path TO ${s}`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const [name, sql] of busMigrations) {
      if (done.has(name)) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir!, file), 'utf8');
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
