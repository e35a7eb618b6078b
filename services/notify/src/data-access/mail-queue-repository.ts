import type { Queryable, TraceCarrier } from '@suvarna/platform';
import type { OutgoingMail } from '../domain/mailer';

export interface QueuedMail {
  id: number;
  eventId: string;
  kind: string;
  mail: OutgoingMail;
  attempts: number;
  traceContext: TraceCarrier | null;
}

/** Queues one e-mail of an event; the same event and kind queued again (a redelivery) is the same row. */
export async function queueMail(db: Queryable, entry: { eventId: string; kind: string; mail: OutgoingMail; traceContext: TraceCarrier }): Promise<void> {
  await db.query('INSERT INTO mail_queue (event_id, kind, mail, trace_context) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id, kind) DO NOTHING', [
    entry.eventId,
    entry.kind,
    JSON.stringify(entry.mail),
    JSON.stringify(entry.traceContext),
  ]);
}

/**
 * Takes the next due e-mails for `leaseMs` in one statement (no transaction is held while they are sent):
 * another sender skips them until the lease runs out, as it does when this one stops mid-way.
 */
export async function claimDueMails(db: Queryable, limit: number, leaseMs: number): Promise<QueuedMail[]> {
  const { rows } = await db.query<{ id: number; event_id: string; kind: string; mail: OutgoingMail; attempts: number; trace_context: TraceCarrier | null }>(
    `UPDATE mail_queue SET next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
      WHERE id IN (SELECT id FROM mail_queue WHERE next_attempt_at <= now() ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, event_id::text, kind, mail, attempts, trace_context`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({ id: r.id, eventId: r.event_id, kind: r.kind, mail: r.mail, attempts: r.attempts, traceContext: r.trace_context })).sort((a, b) => a.id - b.id);
}

export async function dropQueuedMail(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM mail_queue WHERE id = $1', [id]);
}

export async function retryQueuedMail(db: Queryable, id: number, error: string, retryInMs: number): Promise<void> {
  await db.query(
    'UPDATE mail_queue SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3::float8 / 1000) WHERE id = $1',
    [id, error, retryInMs],
  );
}
