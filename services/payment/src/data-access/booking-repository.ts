import type { BookingCreated } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

/** A booking as the payment service knows it (from booking events). Money in paise. */
export interface KnownBooking {
  id: string;
  userId: string;
  confirmationCode: string;
  hotelName: string;
  hotelLocation: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number | null;
  rooms: { type: string; quantity: number; pricePaise: number }[];
  roomTotalPaise: number;
  taxesPaise: number;
  totalPaise: number;
  currency: string;
  guestName: string;
  guestEmail: string;
  status: string;
  paymentStatus: string;
  bookedAt: Date;
}

const columns = `id, user_id AS "userId", confirmation_code AS "confirmationCode", hotel_name AS "hotelName",
  hotel_location AS "hotelLocation", check_in AS "checkIn", check_out AS "checkOut", nights, guests, rooms,
  room_total_paise::float8 AS "roomTotalPaise", taxes_paise::float8 AS "taxesPaise", total_paise::float8 AS "totalPaise", currency,
  guest_name AS "guestName", guest_email AS "guestEmail", status, payment_status AS "paymentStatus", booked_at AS "bookedAt"`;

/** What every booking event carries of the booking. */
type Snapshot = Omit<BookingCreated, 'createdAt'>;

/** Inserts or refreshes the copy of a booking from any event carrying its snapshot. */
export async function saveBookingSnapshot(db: Queryable, b: Snapshot, bookedAt: string): Promise<void> {
  await db.query(
    `INSERT INTO bookings (id, user_id, confirmation_code, hotel_id, hotel_name, hotel_location, check_in, check_out, nights, guests,
       rooms, room_total_paise, taxes_paise, total_paise, currency, guest_name, guest_email, status, payment_status, booked_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, payment_status = EXCLUDED.payment_status,
       guest_name = EXCLUDED.guest_name, guest_email = EXCLUDED.guest_email, updated_at = now()`,
    [
      b.bookingId, b.userId, b.confirmationCode, b.hotelId, b.hotelName, b.hotelLocation, b.checkIn, b.checkOut, b.nights, b.guests,
      JSON.stringify(b.rooms), b.roomTotalPaise, b.taxesPaise, b.totalPaise, b.currency, b.guestName, b.guestEmail, b.status, b.paymentStatus, bookedAt,
    ],
  );
}

export async function findBooking(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<KnownBooking | undefined> {
  const { rows } = await db.query<KnownBooking>(`SELECT ${columns} FROM bookings WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}
