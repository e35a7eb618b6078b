import type { BookingStatus, PaymentStatus } from '@suvarna/contracts';
import type { EffectStatement, Queryable } from '@suvarna/platform';
import type { StatusChangeRecord } from './booking-repository';

/**
 * payment.checkout-opened as one statement, for the event bus to run with the event's processed record: the hold
 * lasts until `until`, the end of the booking's first Checkout Session, while the booking waits unpaid. Only the
 * first session moves it: a later one (opened to renew the hold) leaves it as it is.
 */
export function holdUntilFirstSessionEndsStatement(id: string, sessionId: string, until: string): EffectStatement {
  return {
    sql: `UPDATE bookings SET hold_expires_at = GREATEST(hold_expires_at, ($1->>'until')::timestamptz), hold_session_id = $1->>'sessionId'
           WHERE id = ($1->>'id')::uuid AND status = 'pending' AND payment_status = 'pending' AND NOT rooms_released AND hold_session_id IS NULL
          RETURNING false`,
    args: { id, sessionId, until },
  };
}

/**
 * A payment's usual effect as one statement: a pending or confirmed booking whose rooms are still held reads
 * paid (payment_status completed, the history saying when, as payment reports it). Hands the event over (true)
 * when the booking is unknown, or was cancelled or let its rooms go: that payment is the handler's to settle.
 * A booking already paid or refunded stays as it is.
 */
export function paymentReceivedStatement(id: string, paidAt: string): EffectStatement {
  return {
    sql: `WITH b AS (SELECT id, status, payment_status, rooms_released FROM bookings WHERE id = ($1->>'id')::uuid FOR UPDATE),
          paid AS (
            UPDATE bookings SET payment_status = 'completed', updated_at = now(),
                   status_history = bookings.status_history || jsonb_build_array(jsonb_build_object(
                     'status', b.status, 'at', $1->>'paidAt', 'by_name', NULL::text, 'by_role', NULL::text, 'reason', 'Payment received'))
              FROM b
             WHERE bookings.id = b.id AND b.payment_status NOT IN ('completed', 'refunded') AND b.status <> 'cancelled' AND NOT b.rooms_released
            RETURNING true)
          SELECT NOT EXISTS (SELECT 1 FROM paid) AND COALESCE((SELECT payment_status NOT IN ('completed', 'refunded') FROM b), true)`,
    args: { id, paidAt },
  };
}

/** Changes the payment status, and the status too when a change record is given. */
export async function setPaymentOutcome(
  db: Queryable,
  id: string,
  outcome: { paymentStatus: PaymentStatus; status?: BookingStatus; change?: StatusChangeRecord; roomsReleased?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE bookings SET payment_status = $2, status = COALESCE($3, status),
            status_history = CASE WHEN $4::jsonb IS NULL THEN status_history ELSE status_history || $4::jsonb END,
            rooms_released = COALESCE($5, rooms_released), updated_at = now()
      WHERE id = $1`,
    [id, outcome.paymentStatus, outcome.status ?? null, outcome.change ? JSON.stringify([outcome.change]) : null, outcome.roomsReleased ?? null],
  );
}

/** Cancels the booking and records that its rooms were released. */
export async function markCancelled(db: Queryable, id: string, change: StatusChangeRecord): Promise<void> {
  await db.query(
    `UPDATE bookings SET status = 'cancelled', rooms_released = true, status_history = status_history || $2::jsonb, updated_at = now() WHERE id = $1`,
    [id, JSON.stringify([change])],
  );
}

/** Gives `quantity` rooms of a type back on each night. */
export async function releaseNights(db: Queryable, release: { hotelId: string; type: string; nights: readonly string[]; quantity: number }): Promise<void> {
  await db.query(
    `UPDATE room_nights SET sold = GREATEST(0, sold - $3::int) WHERE hotel_id = $1 AND room_type = $2 AND night = ANY($4::date[])`,
    [release.hotelId, release.type, release.quantity, [...release.nights]],
  );
}

/** Pending, unpaid bookings whose hold has passed, oldest first. */
export async function lapsedHolds(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM bookings WHERE status = 'pending' AND payment_status = 'pending' AND NOT rooms_released AND hold_expires_at < now()
      ORDER BY hold_expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
