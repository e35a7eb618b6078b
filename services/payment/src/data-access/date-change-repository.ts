import type { BookingDateChangeRequested, BookingDatesChanged, StayOf } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

export interface KnownDateChange {
  id: string;
  bookingId: string;
  stay: StayOf;
  differencePaise: number;
  holdExpiresAt: Date;
  status: 'requested' | 'applied' | 'lapsed';
}

const columns = `id, booking_id AS "bookingId", stay, difference_paise::float8 AS "differencePaise", hold_expires_at AS "holdExpiresAt", status`;

/** Learns a change (its event, or the booking service's read); one already known is kept. */
export async function addDateChange(db: Queryable, c: BookingDateChangeRequested): Promise<void> {
  await db.query(
    `INSERT INTO date_changes (id, booking_id, stay, difference_paise, hold_expires_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [c.dateChangeId, c.bookingId, JSON.stringify(c.to), c.differencePaise, c.holdExpiresAt],
  );
}

export async function findDateChange(db: Queryable, id: string): Promise<KnownDateChange | undefined> {
  const { rows } = await db.query<KnownDateChange>(`SELECT ${columns} FROM date_changes WHERE id = $1`, [id]);
  return rows[0];
}

export async function setDateChangeStatus(db: Queryable, id: string, status: 'applied' | 'lapsed'): Promise<void> {
  await db.query(`UPDATE date_changes SET status = $2 WHERE id = $1`, [id, status]);
}

/** The copy follows a stay's move: dates, rooms, money, status. */
export async function moveBookingCopy(db: Queryable, b: BookingDatesChanged): Promise<void> {
  await db.query(
    `UPDATE bookings SET check_in = $2, check_out = $3, nights = $4, rooms = $5, room_total_paise = $6, taxes_paise = $7, total_paise = $8,
            status = $9, payment_status = $10, updated_at = now()
      WHERE id = $1`,
    [b.bookingId, b.checkIn, b.checkOut, b.nights, JSON.stringify(b.rooms), b.roomTotalPaise, b.taxesPaise, b.totalPaise, b.status, b.paymentStatus],
  );
}
