import type { EventEnvelope } from '@suvarna/contracts';
import type { RequestContext } from '../context';
import type { PoolClient, Queryable } from '../db/pool';
import type { Logger } from '../logger';
import type { Handler } from './bus-context';
import type { AfterCommit } from './types';

/** What an event's handler runs in: logs and events it publishes carry the event's id and correlation id. */
export function eventContext(event: EventEnvelope): RequestContext {
  return { requestId: event.id, correlationId: event.correlationId, ...(event.asOf ? { asOf: event.asOf } : {}) };
}

/** Records the event as processed by the group in the caller's transaction; false when it already was (a redelivery). */
export async function recordProcessed(client: Queryable, s: string, eventId: string, group: string): Promise<boolean> {
  const claim = await client.query(`INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    eventId,
    group,
  ]);
  return claim.rowCount !== 0;
}

/**
 * Runs a handler inside the caller's transaction (the processed-event record already in it): a statement
 * handler's `handle` when it has one, else its statement.
 */
export async function runInTransaction(handler: Handler, event: EventEnvelope, client: PoolClient, afterCommit: AfterCommit): Promise<void> {
  if (typeof handler === 'function') return handler(event, client, afterCommit);
  if (handler.handle) return handler.handle(event, client, afterCommit);
  const effect = handler.statement(event);
  if (!effect) return;
  if (effect.lock) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [effect.lock]);
  const { rows } = await client.query<Record<string, unknown>>(effect.sql, [JSON.stringify(effect.args)]);
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  if (first === true) throw new Error(`the ${event.type} statement handed its event over, and the handler has no handle`);
}

/** A committed handler's after-commit work, in order; each failure is logged and the rest still run. */
export async function runAfterCommit(log: Logger, later: readonly (() => Promise<void>)[], group: string, event: EventEnvelope): Promise<void> {
  for (const work of later) {
    try {
      await work();
    } catch (err) {
      log.warn({ err, group, eventId: event.id, type: event.type }, 'work after an event\'s commit failed');
    }
  }
}
