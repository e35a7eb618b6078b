import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { quoteIdent, withTransaction, type Pool } from './pool';
import { lockForStartup, STARTUP_TIMEOUT_MS } from './startup-lock';

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
  ['bus-0004-outbox-published-cluster.sql', `-- The broker (its cluster id) a row was sent to: rows sent to a cluster that lost its log are sent again.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS published_cluster text;
`],
  ['bus-0005-one-statement-bus.sql', `-- The bus's hot paths as one statement each (see bus/event-bus.ts). Each statement of a PL/pgSQL function takes
-- its own snapshot, so what follows an advisory lock sees what the lock's last holder committed.

-- A consumer's event in one round trip: the key's lock (shared with replays), the dead-letter check (an older
-- letter of the key parked: this one is held behind it), the processed-event record, and the handler's effect
-- (one statement taking $1 jsonb and returning a boolean: true hands the event to the handler's transaction,
-- raised as SV001 so that the effect is rolled back), after the effect's own advisory lock if it names one.
-- Answers handled, duplicate or held.
CREATE OR REPLACE FUNCTION consume_event(p_lock text, p_group text, p_key text, p_event_id uuid, p_topic text, p_type text,
                                         p_value text, p_effect text, p_args jsonb, p_effect_lock text)
RETURNS text LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  blocked bigint;
  to_handler boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_lock));
  SELECT id INTO blocked FROM dead_letters WHERE consumer_group = p_group AND key = p_key AND status = 'parked' ORDER BY id LIMIT 1;
  IF blocked IS NOT NULL THEN
    INSERT INTO dead_letters (consumer_group, topic, key, event_id, event_type, value, reason, error, attempts)
    VALUES (p_group, p_topic, p_key, p_event_id, p_type, p_value, 'held', 'held behind dead letter ' || blocked, 0)
    ON CONFLICT DO NOTHING;
    RETURN 'held';
  END IF;
  INSERT INTO processed_events (event_id, consumer_group) VALUES (p_event_id, p_group) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN 'duplicate';
  END IF;
  IF p_effect_lock IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(p_effect_lock));
  END IF;
  IF p_effect IS NOT NULL THEN
    EXECUTE p_effect INTO to_handler USING p_args;
    IF to_handler THEN
      RAISE EXCEPTION 'the event needs its handler' USING ERRCODE = 'SV001';
    END IF;
  END IF;
  RETURN 'handled';
END
$fn$;

-- The relay's claim in one round trip: one claim per schema at a time (a try lock), the next due rows whose key
-- has no older row leased or waiting for a retry, leased for p_lease_ms so that no transaction stays open while
-- they are sent.
CREATE OR REPLACE FUNCTION claim_outbox(p_lock text, p_limit integer, p_lease_ms double precision)
RETURNS TABLE (id bigint, topic text, key text, value text, attempts integer, event_id uuid, type text, trace_context jsonb)
LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
#variable_conflict use_column
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext(p_lock)) THEN
    RETURN;
  END IF;
  RETURN QUERY
  WITH due AS (
    SELECT o.id FROM outbox o
     WHERE o.published_at IS NULL AND o.next_attempt_at <= now()
       AND NOT EXISTS (SELECT 1 FROM outbox w
                        WHERE w.published_at IS NULL AND w.key = o.key AND w.id < o.id AND w.next_attempt_at > now())
     ORDER BY o.id LIMIT p_limit FOR UPDATE SKIP LOCKED
  )
  UPDATE outbox u SET next_attempt_at = now() + make_interval(secs => p_lease_ms / 1000)
    FROM due WHERE u.id = due.id
  RETURNING u.id, u.topic, u.key, u.envelope::text, u.attempts, u.event_id, u.envelope->>'type', u.trace_context;
END
$fn$;
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
  const sources = await Promise.all(files.map(async (file) => [file, await readFile(path.join(migrationsDir!, file), 'utf8')] as const));
  const applied: string[] = [];
  await withTransaction(pool, async (client) => {
    // Start-up work, not a request: it may wait for another instance's migration and rewrite a large table.
    // node-postgres reads a per-query query_timeout that its types do not list.
    const run = <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> => {
      const config: pg.QueryConfig & { query_timeout: number } = { text, values, query_timeout: STARTUP_TIMEOUT_MS };
      return client.query<R>(config);
    };
    await lockForStartup(client, `migrate:${schema}`);
    await run(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await run(`SET LOCAL search_path TO ${s}`);
    await run(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await run<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const [name, sql] of busMigrations) {
      if (done.has(name)) continue;
      await run(sql);
      await run('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    for (const [file, sql] of sources) {
      if (done.has(file)) continue;
      await run(sql);
      await run('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
