import type { OutboxRow, Queryable } from '@suvarna/platform';

export type SessionStatus = 'creating' | 'open' | 'complete' | 'expired' | 'failed';

/** One attempt to open a Checkout Session for a booking. Money in paise. */
export interface SessionRecord {
  idempotencyKey: string;
  bookingId: string;
  attempt: number;
  params: Record<string, unknown>;
  status: SessionStatus;
  sessionId: string | null;
  url: string | null;
  amountPaise: number;
  currency: string;
  expiresAt: Date;
  paymentStatus: 'paid' | 'unpaid';
  /** The change of dates whose difference this session pays; null for the booking's own payment. */
  dateChangeId: string | null;
  /** Why it was ended before its time (see markEndCause); null when it ran out or has not ended. */
  endCause?: SessionEndCause | null;
}

export type SessionEndCause = 'abandoned' | 'cancelled';

const columns = `idempotency_key AS "idempotencyKey", booking_id AS "bookingId", attempt, params, status, session_id AS "sessionId", url,
  amount_paise::float8 AS "amountPaise", currency, expires_at AS "expiresAt", payment_status AS "paymentStatus", date_change_id AS "dateChangeId",
  end_cause AS "endCause"`;

/** The booking's newest attempt, locked when asked. */
export async function latestAttempt(db: Queryable, bookingId: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM checkout_sessions WHERE booking_id = $1 ORDER BY attempt DESC LIMIT 1`, [bookingId]);
  return rows[0];
}

/** The session opened (or being opened) for a change's difference. */
export async function dateChangeAttempt(db: Queryable, dateChangeId: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM checkout_sessions WHERE date_change_id = $1`, [dateChangeId]);
  return rows[0];
}

export async function insertAttempt(
  db: Queryable,
  a: { idempotencyKey: string; bookingId: string; attempt: number; params: Record<string, unknown>; amountPaise: number; currency: string; expiresAt: Date; dateChangeId?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions (idempotency_key, booking_id, attempt, params, amount_paise, currency, expires_at, date_change_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [a.idempotencyKey, a.bookingId, a.attempt, JSON.stringify(a.params), a.amountPaise, a.currency, a.expiresAt, a.dateChangeId ?? null],
  );
}

/**
 * Records the session Stripe opened for an attempt (unless a webhook already moved it on) and writes the event
 * announcing it to the outbox, in one statement: both or neither.
 */
export async function markOpened(db: Queryable, idempotencyKey: string, s: { sessionId: string; url: string | null; expiresAt: Date }, event: OutboxRow): Promise<void> {
  await db.query(
    `WITH opened AS (
       UPDATE checkout_sessions SET session_id = $2, url = $3, expires_at = $4,
         status = CASE WHEN status IN ('creating', 'failed') THEN 'open' ELSE status END, updated_at = now()
       WHERE idempotency_key = $1),
     announced AS (INSERT INTO outbox (event_id, topic, key, envelope, trace_context) VALUES ($5, $6, $7, $8, $9) RETURNING 1)
     SELECT pg_notify($10, '') FROM announced`,
    [idempotencyKey, s.sessionId, s.url, s.expiresAt, event.event_id, event.topic, event.key, JSON.stringify(event.envelope), event.trace_context, event.channel],
  );
}

export async function markFailed(db: Queryable, idempotencyKey: string): Promise<void> {
  await db.query(`UPDATE checkout_sessions SET status = 'failed', updated_at = now() WHERE idempotency_key = $1 AND status = 'creating'`, [idempotencyKey]);
}

export async function findBySessionId(db: Queryable, sessionId: string, options: { forUpdate?: boolean } = {}): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${columns} FROM checkout_sessions WHERE session_id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [sessionId]);
  return rows[0];
}

/** What the checkout's result page shows of the booking a session pays. */
export interface SessionOwner {
  id: string;
  userId: string;
  confirmationCode: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  guestEmail: string;
}

/** A session with its booking's owner and what the result page shows of the booking, in one read. */
export async function findSessionWithBooking(db: Queryable, sessionId: string): Promise<(SessionRecord & { booking: SessionOwner }) | undefined> {
  const { rows } = await db.query<SessionRecord & { booking: SessionOwner }>(
    `SELECT ${columns},
       (SELECT jsonb_build_object('id', b.id, 'userId', b.user_id, 'confirmationCode', b.confirmation_code, 'hotelName', b.hotel_name,
                                  'checkIn', b.check_in, 'checkOut', b.check_out, 'guestName', b.guest_name, 'guestEmail', b.guest_email)
          FROM bookings b WHERE b.id = checkout_sessions.booking_id) AS booking
     FROM checkout_sessions WHERE session_id = $1`,
    [sessionId],
  );
  return rows[0];
}

/**
 * Finds a session the service opened but may not have recorded yet (the webhook can arrive before the
 * create call returns): by the booking id in its metadata and its amount, on an attempt still creating.
 */
export async function adoptCreatingAttempt(db: Queryable, bookingId: string, sessionId: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `UPDATE checkout_sessions SET session_id = $2, status = 'open', updated_at = now()
     WHERE idempotency_key = (SELECT idempotency_key FROM checkout_sessions WHERE booking_id = $1 AND status = 'creating' AND session_id IS NULL
                              ORDER BY attempt DESC LIMIT 1)
     RETURNING ${columns}`,
    [bookingId, sessionId],
  );
  return rows[0];
}

export async function setSessionState(db: Queryable, sessionId: string, state: { status: SessionStatus; paymentStatus?: 'paid' | 'unpaid' }): Promise<void> {
  await db.query(
    `UPDATE checkout_sessions SET status = $2, payment_status = COALESCE($3, payment_status), url = CASE WHEN $2 = 'open' THEN url ELSE NULL END, updated_at = now()
     WHERE session_id = $1`,
    [sessionId, state.status, state.paymentStatus ?? null],
  );
}

/**
 * Records, before the session is expired at Stripe, why: the guest left it by its cancel link, or its booking was
 * cancelled. The first cause stays; a session that has already ended keeps none.
 */
export async function markEndCause(db: Queryable, sessionId: string, cause: SessionEndCause): Promise<void> {
  await db.query(`UPDATE checkout_sessions SET end_cause = $2, updated_at = now() WHERE session_id = $1 AND end_cause IS NULL AND status IN ('creating', 'open')`, [
    sessionId,
    cause,
  ]);
}

/** Sessions still open by our records whose expires_at passed: Stripe has expired them, or soon will. */
export async function overdueSessions(db: Queryable, graceSeconds: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ sessionId: string }>(
    `SELECT session_id AS "sessionId" FROM checkout_sessions
      WHERE status = 'open' AND session_id IS NOT NULL AND expires_at < now() - make_interval(secs => $1)
      ORDER BY expires_at LIMIT $2`,
    [graceSeconds, limit],
  );
  return rows.map((r) => r.sessionId);
}
