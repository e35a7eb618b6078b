import type { Queryable } from '@suvarna/platform';

export interface RefundRequest {
  paymentIntentId: string;
  bookingId: string;
  reason: string | null;
  attempts: number;
}

/** Owes a full refund on each of the booking's payments that still hold money; false when none do. */
export async function requestRefunds(db: Queryable, bookingId: string, reason: string | null): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO refund_requests (payment_intent_id, booking_id, reason)
     SELECT payment_intent_id, booking_id, $2 FROM payments WHERE booking_id = $1 AND refunded_paise < amount_paise
     ON CONFLICT (payment_intent_id) DO UPDATE SET done_at = NULL, next_attempt_at = now(), reason = EXCLUDED.reason
       WHERE refund_requests.done_at IS NOT NULL`,
    [bookingId, reason],
  );
  return rowCount ?? 0;
}

export async function dueRefunds(db: Queryable, limit: number): Promise<RefundRequest[]> {
  const { rows } = await db.query<RefundRequest>(
    `SELECT payment_intent_id AS "paymentIntentId", booking_id AS "bookingId", reason, attempts FROM refund_requests
      WHERE done_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function markRefundDone(db: Queryable, paymentIntentId: string): Promise<void> {
  await db.query(`UPDATE refund_requests SET done_at = now(), last_error = NULL WHERE payment_intent_id = $1`, [paymentIntentId]);
}

export async function markRefundFailed(db: Queryable, paymentIntentId: string, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `UPDATE refund_requests SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE payment_intent_id = $1`,
    [paymentIntentId, error.slice(0, 1000), retryInSeconds],
  );
}
