import type { Queryable } from '@suvarna/platform';
import type { BookedRoomRecord, StatusChangeRecord } from './booking-repository';

/** A stay a booking moves to: dates, rooms at their tariffs, money in paise. */
export interface NewStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: BookedRoomRecord[];
  roomTotalPaise: number;
  taxesPaise: number;
  totalPaise: number;
}

export interface DateChangeRecord extends NewStay {
  id: string;
  bookingId: string;
  differencePaise: number;
  status: 'held' | 'applied' | 'lapsed';
  holdExpiresAt: string;
}

const columns = `id, booking_id AS "bookingId", check_in::text AS "checkIn", check_out::text AS "checkOut", nights, rooms,
  room_total_paise::float8 AS "roomTotalPaise", taxes_paise::float8 AS "taxesPaise", total_paise::float8 AS "totalPaise",
  difference_paise::float8 AS "differencePaise", status, to_char(hold_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "holdExpiresAt"`;

export async function insertDateChange(db: Queryable, c: Omit<DateChangeRecord, 'status'>): Promise<void> {
  await db.query(
    `INSERT INTO date_changes (id, booking_id, check_in, check_out, nights, rooms, room_total_paise, taxes_paise, total_paise, difference_paise, status, hold_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'held', $11)`,
    [c.id, c.bookingId, c.checkIn, c.checkOut, c.nights, JSON.stringify(c.rooms), c.roomTotalPaise, c.taxesPaise, c.totalPaise, c.differencePaise, c.holdExpiresAt],
  );
}

export async function findDateChange(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<DateChangeRecord | undefined> {
  const { rows } = await db.query<DateChangeRecord>(`SELECT ${columns} FROM date_changes WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** The booking's change waiting for its payment while its nights are still held, as read for the booking page (no lock). */
export async function waitingDateChange(db: Queryable, bookingId: string): Promise<DateChangeRecord | undefined> {
  const { rows } = await db.query<DateChangeRecord>(`SELECT ${columns} FROM date_changes WHERE booking_id = $1 AND status = 'held' AND hold_expires_at > now()`, [bookingId]);
  return rows[0];
}

/** The booking's change waiting for its payment, locked. */
export async function heldDateChange(db: Queryable, bookingId: string): Promise<DateChangeRecord | undefined> {
  const { rows } = await db.query<DateChangeRecord>(`SELECT ${columns} FROM date_changes WHERE booking_id = $1 AND status = 'held' FOR UPDATE`, [bookingId]);
  return rows[0];
}

export async function settleDateChange(db: Queryable, id: string, status: 'applied' | 'lapsed'): Promise<void> {
  await db.query(`UPDATE date_changes SET status = $2, settled_at = now() WHERE id = $1`, [id, status]);
}

/** Held changes whose hold passed (their payment.expired was lost), oldest first. */
export async function lapsedDateChanges(db: Queryable, graceSeconds: number, limit: number): Promise<{ id: string; bookingId: string }[]> {
  const { rows } = await db.query<{ id: string; bookingId: string }>(
    `SELECT id, booking_id AS "bookingId" FROM date_changes WHERE status = 'held' AND hold_expires_at < now() - make_interval(secs => $1) ORDER BY hold_expires_at LIMIT $2`,
    [graceSeconds, limit],
  );
  return rows;
}

/** Moves the booking to the new stay: dates, rooms, prices, one more revision of its calendar entry. */
export async function moveStay(db: Queryable, bookingId: string, stay: NewStay, change: StatusChangeRecord): Promise<void> {
  await db.query(
    `UPDATE bookings SET check_in = $2, check_out = $3, nights = $4, rooms = $5, room_total_paise = $6, taxes_paise = $7, total_paise = $8,
            stay_revision = stay_revision + 1, status_history = status_history || $9::jsonb, updated_at = now()
      WHERE id = $1`,
    [bookingId, stay.checkIn, stay.checkOut, stay.nights, JSON.stringify(stay.rooms), stay.roomTotalPaise, stay.taxesPaise, stay.totalPaise, JSON.stringify([change])],
  );
}

/** Adds an entry to the booking's history without changing its status. */
export async function noteHistory(db: Queryable, bookingId: string, change: StatusChangeRecord): Promise<void> {
  await db.query(`UPDATE bookings SET status_history = status_history || $2::jsonb, updated_at = now() WHERE id = $1`, [bookingId, JSON.stringify([change])]);
}
