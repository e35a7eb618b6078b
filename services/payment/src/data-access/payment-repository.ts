import type { Queryable } from '@suvarna/platform';

/** A paid Checkout Session. Money in paise. */
export interface PaymentRecord {
  sessionId: string;
  bookingId: string;
  paymentIntentId: string;
  amountPaise: number;
  currency: string;
  refundedPaise: number;
  paidAt: Date;
}

const columns = `session_id AS "sessionId", booking_id AS "bookingId", payment_intent_id AS "paymentIntentId", amount_paise::float8 AS "amountPaise",
  currency, refunded_paise::float8 AS "refundedPaise", paid_at AS "paidAt"`;

/** A session paid: its record reads complete and paid, and its payment is stored, in one statement. */
export async function recordSessionPaid(db: Queryable, p: { sessionId: string; bookingId: string; paymentIntentId: string; amountPaise: number; currency: string }): Promise<void> {
  await db.query(
    `WITH paid AS (UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', url = NULL, updated_at = now() WHERE session_id = $1)
     INSERT INTO payments (session_id, booking_id, payment_intent_id, amount_paise, currency) VALUES ($1,$2,$3,$4,$5) ON CONFLICT DO NOTHING`,
    [p.sessionId, p.bookingId, p.paymentIntentId, p.amountPaise, p.currency],
  );
}

export async function findPaymentByIntent(db: Queryable, paymentIntentId: string, options: { forUpdate?: boolean } = {}): Promise<PaymentRecord | undefined> {
  const { rows } = await db.query<PaymentRecord>(`SELECT ${columns} FROM payments WHERE payment_intent_id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [paymentIntentId]);
  return rows[0];
}

export async function setRefunded(db: Queryable, paymentIntentId: string, refundedPaise: number, reason: string | null): Promise<void> {
  await db.query(`UPDATE payments SET refunded_paise = $2, refund_reason = COALESCE($3, refund_reason) WHERE payment_intent_id = $1`, [paymentIntentId, refundedPaise, reason]);
}

export async function refundReason(db: Queryable, paymentIntentId: string): Promise<string | null> {
  const { rows } = await db.query<{ reason: string | null }>(`SELECT refund_reason AS reason FROM payments WHERE payment_intent_id = $1`, [paymentIntentId]);
  return rows[0]?.reason ?? null;
}

/** Why the booking's payments that still hold money are being refunded (shown in the refund e-mail). */
export async function setRefundReason(db: Queryable, bookingId: string, reason: string | null): Promise<void> {
  await db.query(`UPDATE payments SET refund_reason = $2 WHERE booking_id = $1 AND refunded_paise < amount_paise`, [bookingId, reason]);
}

/** What the booking's payments took and what went back, in paise. */
export async function bookingPaymentTotals(db: Queryable, bookingId: string): Promise<{ amountPaise: number; refundedPaise: number }> {
  const { rows } = await db.query<{ amountPaise: number; refundedPaise: number }>(
    `SELECT COALESCE(sum(amount_paise), 0)::float8 AS "amountPaise", COALESCE(sum(refunded_paise), 0)::float8 AS "refundedPaise" FROM payments WHERE booking_id = $1`,
    [bookingId],
  );
  return rows[0]!;
}

/** The payment a session took, if it was paid. */
export async function findPaymentBySession(db: Queryable, sessionId: string): Promise<PaymentRecord | undefined> {
  const { rows } = await db.query<PaymentRecord>(`SELECT ${columns} FROM payments WHERE session_id = $1`, [sessionId]);
  return rows[0];
}
