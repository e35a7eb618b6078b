import type { BookingCreated, BookingStatusChanged, HotelChanged } from '@suvarna/contracts';
import type { EffectStatement, Queryable } from '@suvarna/platform';

export type BookingSnapshot = Omit<BookingCreated, 'createdAt' | 'guestEmailConfirmationToken'> & Partial<Pick<BookingStatusChanged, 'reason'>>;

export interface HotelContactCopy {
  name: string;
  location: string;
  state: string;
  contact: { phone: string; email: string; address: string };
}

export interface PendingPaymentMail {
  eventId: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Serialises the booking's and its payments' handlers (their topics are consumed side by side), so
 * that whichever commits second sees the other's row.
 */
export async function lockBooking(db: Queryable, bookingId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`notify-payment-mail:${bookingId}`]);
}

/**
 * The booking's snapshot saved under the booking's lock, as one statement for the event bus; it answers true
 * (the event goes to the handler's transaction, and this is rolled back) when payment e-mails wait for it.
 */
export function saveBookingStatement(snapshot: BookingSnapshot): EffectStatement {
  return {
    lock: `notify-payment-mail:${snapshot.bookingId}`,
    sql: `WITH saved AS (
            INSERT INTO payment_mail_bookings (id, snapshot) VALUES ($1::jsonb->>'id', $1::jsonb->'snapshot')
            ON CONFLICT (id) DO UPDATE SET snapshot = EXCLUDED.snapshot, updated_at = now()
            RETURNING id)
          SELECT EXISTS (SELECT 1 FROM payment_mail_pending p JOIN saved ON p.booking_id = saved.id) AS waiting`,
    args: { id: snapshot.bookingId, snapshot },
  };
}

export async function saveBooking(db: Queryable, snapshot: BookingSnapshot): Promise<void> {
  await db.query(
    `INSERT INTO payment_mail_bookings (id, snapshot) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET snapshot = EXCLUDED.snapshot, updated_at = now()`,
    [snapshot.bookingId, JSON.stringify(snapshot)],
  );
}

/** The first copy of a booking, from a payment event that carries it: a copy already there is kept. */
export async function addBookingIfAbsent(db: Queryable, snapshot: BookingSnapshot): Promise<void> {
  await db.query(`INSERT INTO payment_mail_bookings (id, snapshot) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [snapshot.bookingId, JSON.stringify(snapshot)]);
}

export async function findBooking(db: Queryable, id: string): Promise<BookingSnapshot | undefined> {
  const { rows } = await db.query<{ snapshot: BookingSnapshot }>('SELECT snapshot FROM payment_mail_bookings WHERE id = $1', [id]);
  return rows[0]?.snapshot;
}

/** Keeps the newest revision: an older copy arriving late changes nothing. */
export async function saveHotel(db: Queryable, hotel: HotelChanged): Promise<void> {
  await db.query(
    `INSERT INTO payment_mail_hotels (id, name, location, state, contact, revision) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, location = EXCLUDED.location, state = EXCLUDED.state,
       contact = EXCLUDED.contact, revision = EXCLUDED.revision
     WHERE payment_mail_hotels.revision < EXCLUDED.revision`,
    [hotel.hotelId, hotel.name, hotel.location, hotel.state, JSON.stringify(hotel.contact), hotel.revision],
  );
}

export async function findHotel(db: Queryable, id: string): Promise<HotelContactCopy | undefined> {
  const { rows } = await db.query<HotelContactCopy>('SELECT name, location, state, contact FROM payment_mail_hotels WHERE id = $1', [id]);
  return rows[0];
}

export async function addPending(db: Queryable, p: PendingPaymentMail & { bookingId: string }): Promise<void> {
  await db.query(
    `INSERT INTO payment_mail_pending (event_id, type, booking_id, data) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [p.eventId, p.type, p.bookingId, JSON.stringify(p.data)],
  );
}

/** The booking's waiting payment e-mails, oldest first, locked until the caller's transaction ends. */
export async function takePending(db: Queryable, bookingId: string): Promise<PendingPaymentMail[]> {
  const { rows } = await db.query<PendingPaymentMail>(
    `SELECT event_id AS "eventId", type, data FROM payment_mail_pending WHERE booking_id = $1 ORDER BY received_at FOR UPDATE`,
    [bookingId],
  );
  return rows;
}

export async function dropPending(db: Queryable, eventId: string): Promise<void> {
  await db.query('DELETE FROM payment_mail_pending WHERE event_id = $1', [eventId]);
}
