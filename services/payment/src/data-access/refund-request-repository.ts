import type { Queryable } from '@suvarna/platform';

export interface RefundRequest {
  paymentIntentId: string;
  bookingId: string;
  reason: string | null;
  attempts: number;
  /** Part of the payment to refund; null for all that is left. */
  amountPaise: number | null;
  /** The how-manieth refund on this payment (its idempotency key at Stripe). */
  round: number;
}

/** Owes a full refund on each of the booking's payments that still hold money; false when none do. */
export async function requestRefunds(db: Queryable, bookingId: string, reason: string | null): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO refund_requests (payment_intent_id, booking_id, reason)
     SELECT payment_intent_id, booking_id, $2 FROM payments WHERE booking_id = $1 AND refunded_paise < amount_paise
     ON CONFLICT (payment_intent_id) DO UPDATE SET done_at = NULL, next_attempt_at = now(), reason = EXCLUDED.reason, amount_paise = NULL,
       round = refund_requests.round + 1
       WHERE refund_requests.done_at IS NOT NULL OR refund_requests.amount_paise IS NOT NULL`,
    [bookingId, reason],
  );
  return rowCount ?? 0;
}

/**
 * Owes `amountPaise` back from the booking's payments, newest first (a stay moved to cheaper dates); what is owed
 * on a payment and not yet refunded adds up. Returns the paise it could place (at most what the payments hold).
 */
export async function requestPartialRefund(db: Queryable, bookingId: string, amountPaise: number, reason: string): Promise<number> {
  const { rows } = await db.query<{ paymentIntentId: string; left: number }>(
    `SELECT p.payment_intent_id AS "paymentIntentId",
            (p.amount_paise - p.refunded_paise - COALESCE((SELECT r.amount_paise FROM refund_requests r WHERE r.payment_intent_id = p.payment_intent_id AND r.done_at IS NULL), 0))::float8 AS left
       FROM payments p WHERE p.booking_id = $1 ORDER BY p.paid_at DESC FOR UPDATE OF p`,
    [bookingId],
  );
  let owed = amountPaise;
  for (const payment of rows) {
    if (owed <= 0) break;
    const take = Math.min(owed, payment.left);
    if (take <= 0) continue;
    await db.query(
      `INSERT INTO refund_requests (payment_intent_id, booking_id, reason, amount_paise) VALUES ($1, $2, $3, $4)
       ON CONFLICT (payment_intent_id) DO UPDATE SET reason = EXCLUDED.reason, next_attempt_at = now(), round = refund_requests.round + 1,
         amount_paise = CASE WHEN refund_requests.done_at IS NULL THEN refund_requests.amount_paise + EXCLUDED.amount_paise ELSE EXCLUDED.amount_paise END,
         done_at = NULL
       WHERE refund_requests.done_at IS NOT NULL OR refund_requests.amount_paise IS NOT NULL`,
      [payment.paymentIntentId, bookingId, reason, take],
    );
    owed -= take;
  }
  return amountPaise - owed;
}

export async function dueRefunds(db: Queryable, limit: number): Promise<RefundRequest[]> {
  const { rows } = await db.query<RefundRequest>(
    `SELECT payment_intent_id AS "paymentIntentId", booking_id AS "bookingId", reason, attempts, amount_paise::float8 AS "amountPaise", round FROM refund_requests
      WHERE done_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The refund of this round was made (a newer round owed meanwhile stays owed). */
export async function markRefundDone(db: Queryable, paymentIntentId: string, round: number): Promise<void> {
  await db.query(`UPDATE refund_requests SET done_at = now(), last_error = NULL WHERE payment_intent_id = $1 AND round = $2`, [paymentIntentId, round]);
}

export async function markRefundFailed(db: Queryable, paymentIntentId: string, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `UPDATE refund_requests SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE payment_intent_id = $1`,
    [paymentIntentId, error.slice(0, 1000), retryInSeconds],
  );
}

/** Owes back all that is left of one payment (a change's difference paid after the change lapsed). */
export async function requestPaymentRefund(db: Queryable, paymentIntentId: string, bookingId: string, reason: string): Promise<void> {
  await db.query(
    `INSERT INTO refund_requests (payment_intent_id, booking_id, reason) VALUES ($1, $2, $3)
     ON CONFLICT (payment_intent_id) DO UPDATE SET done_at = NULL, next_attempt_at = now(), reason = EXCLUDED.reason, amount_paise = NULL,
       round = refund_requests.round + 1`,
    [paymentIntentId, bookingId, reason],
  );
  await db.query(`UPDATE payments SET refund_reason = $2 WHERE payment_intent_id = $1`, [paymentIntentId, reason]);
}
