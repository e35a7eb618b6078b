import type { Queryable } from '@suvarna/platform';

export async function wasSent(db: Queryable, eventId: string, kind: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM mail_log WHERE event_id = $1 AND kind = $2', [eventId, kind]);
  return (rowCount ?? 0) > 0;
}

export async function recordSent(
  db: Queryable,
  entry: { eventId: string; kind: string; recipient: string; subject: string; messageId?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO mail_log (event_id, kind, recipient, subject, message_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id, kind) DO NOTHING`,
    [entry.eventId, entry.kind, entry.recipient, entry.subject, entry.messageId ?? null],
  );
}
