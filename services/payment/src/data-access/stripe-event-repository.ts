import type { Queryable } from '@suvarna/platform';

/** Claims a Stripe event for handling in the caller's transaction; false when it was handled before. */
export async function claimStripeEvent(db: Queryable, e: { id: string; type: string; created: number }): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO stripe_events (event_id, type, outcome, created) VALUES ($1, $2, 'handling', to_timestamp($3)) ON CONFLICT DO NOTHING`,
    [e.id, e.type, e.created],
  );
  return (rowCount ?? 0) > 0;
}

export async function recordOutcome(db: Queryable, eventId: string, outcome: string): Promise<void> {
  await db.query(`UPDATE stripe_events SET outcome = $2 WHERE event_id = $1`, [eventId, outcome]);
}

export async function wasHandled(db: Queryable, eventId: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM stripe_events WHERE event_id = $1`, [eventId]);
  return (rowCount ?? 0) > 0;
}
