import type { BookingCreated, BookingFacts } from '@suvarna/contracts';
import type { EffectStatement, Queryable } from '@suvarna/platform';

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
  hotelId: string;
  hotelState: string | null;
  hotelAddress: string | null;
  company: { name: string; gstin: string } | null;
  accountEmail: string | null;
  accountEmailVerified: boolean | null;
  guestEmailConfirmed: boolean | null;
}

const columns = `id, user_id AS "userId", confirmation_code AS "confirmationCode", hotel_name AS "hotelName",
  hotel_location AS "hotelLocation", check_in AS "checkIn", check_out AS "checkOut", nights, guests, rooms,
  room_total_paise::float8 AS "roomTotalPaise", taxes_paise::float8 AS "taxesPaise", total_paise::float8 AS "totalPaise", currency,
  guest_name AS "guestName", guest_email AS "guestEmail", status, payment_status AS "paymentStatus", booked_at AS "bookedAt",
  hotel_id AS "hotelId", hotel_state AS "hotelState", hotel_address AS "hotelAddress", company,
  account_email AS "accountEmail", account_email_verified AS "accountEmailVerified", guest_email_confirmed AS "guestEmailConfirmed"`;

/** What every booking event carries of the booking. */
type Snapshot = Omit<BookingCreated, 'createdAt'>;

const insertCopy = `INSERT INTO bookings (id, user_id, confirmation_code, hotel_id, hotel_name, hotel_location, check_in, check_out, nights, guests,
    rooms, room_total_paise, taxes_paise, total_paise, currency, guest_name, guest_email, status, payment_status, booked_at,
    hotel_state, hotel_address, company, account_email, account_email_verified, guest_email_confirmed)
  VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26)`;

const copyValues = (b: Snapshot, bookedAt: string) => [
  b.bookingId, b.userId, b.confirmationCode, b.hotelId, b.hotelName, b.hotelLocation, b.checkIn, b.checkOut, b.nights, b.guests,
  JSON.stringify(b.rooms), b.roomTotalPaise, b.taxesPaise, b.totalPaise, b.currency, b.guestName, b.guestEmail, b.status, b.paymentStatus, bookedAt,
  b.hotelState ?? null, b.hotelAddress ?? null, b.company ? JSON.stringify(b.company) : null,
  b.accountEmail ?? null, b.accountEmailVerified ?? null, b.guestEmailConfirmed ?? null,
];

/** Inserts or refreshes the copy of a booking from any event carrying its snapshot. */
export async function saveBookingSnapshot(db: Queryable, b: Snapshot, bookedAt: string): Promise<void> {
  await db.query(
    `${insertCopy} ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, payment_status = EXCLUDED.payment_status,
       guest_name = EXCLUDED.guest_name, guest_email = EXCLUDED.guest_email,
       hotel_state = COALESCE(EXCLUDED.hotel_state, bookings.hotel_state), hotel_address = COALESCE(EXCLUDED.hotel_address, bookings.hotel_address),
       company = COALESCE(EXCLUDED.company, bookings.company),
       account_email = COALESCE(EXCLUDED.account_email, bookings.account_email),
       account_email_verified = COALESCE(EXCLUDED.account_email_verified, bookings.account_email_verified),
       guest_email_confirmed = COALESCE(EXCLUDED.guest_email_confirmed, bookings.guest_email_confirmed), updated_at = now()`,
    copyValues(b, bookedAt),
  );
}

/**
 * The first copy of a booking (booking.created, or the booking read from the booking service when a checkout
 * came first): a copy already there is as new or newer, so it is kept.
 */
const copyColumns = `id, user_id, confirmation_code, hotel_id, hotel_name, hotel_location, check_in, check_out, nights, guests,
    rooms, room_total_paise, taxes_paise, total_paise, currency, guest_name, guest_email, status, payment_status, booked_at,
    hotel_state, hotel_address, company, account_email, account_email_verified, guest_email_confirmed`;

/** addBookingCopy as one statement for the event bus ($1: the row as jsonb), run with the event's processed record. */
export function addBookingCopyStatement(b: Snapshot, bookedAt: string): EffectStatement {
  return {
    sql: `INSERT INTO bookings (${copyColumns}) SELECT ${copyColumns} FROM jsonb_populate_record(NULL::bookings, $1::jsonb)
          ON CONFLICT (id) DO NOTHING RETURNING false`,
    args: {
      id: b.bookingId,
      user_id: b.userId,
      confirmation_code: b.confirmationCode,
      hotel_id: b.hotelId,
      hotel_name: b.hotelName,
      hotel_location: b.hotelLocation,
      check_in: b.checkIn,
      check_out: b.checkOut,
      nights: b.nights,
      guests: b.guests,
      rooms: b.rooms,
      room_total_paise: b.roomTotalPaise,
      taxes_paise: b.taxesPaise,
      total_paise: b.totalPaise,
      currency: b.currency,
      guest_name: b.guestName,
      guest_email: b.guestEmail,
      status: b.status,
      payment_status: b.paymentStatus,
      booked_at: bookedAt,
      hotel_state: b.hotelState ?? null,
      hotel_address: b.hotelAddress ?? null,
      company: b.company ?? null,
      account_email: b.accountEmail ?? null,
      account_email_verified: b.accountEmailVerified ?? null,
      guest_email_confirmed: b.guestEmailConfirmed ?? null,
    },
  };
}

export async function addBookingCopy(db: Queryable, b: Snapshot, bookedAt: string): Promise<void> {
  await db.query(`${insertCopy} ON CONFLICT (id) DO NOTHING`, copyValues(b, bookedAt));
}

export async function findBooking(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<KnownBooking | undefined> {
  const { rows } = await db.query<KnownBooking>(`SELECT ${columns} FROM bookings WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** The copy as booking events carry a booking: what payment events carry of it (payment.paid v2). */
export function factsOf(b: KnownBooking): BookingFacts {
  return {
    bookingId: b.id,
    confirmationCode: b.confirmationCode,
    userId: b.userId,
    hotelId: b.hotelId,
    hotelName: b.hotelName,
    hotelLocation: b.hotelLocation,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guests: b.guests,
    rooms: b.rooms,
    roomTotalPaise: b.roomTotalPaise,
    taxesPaise: b.taxesPaise,
    totalPaise: b.totalPaise,
    currency: 'INR',
    guestName: b.guestName,
    guestEmail: b.guestEmail,
    ...(b.hotelState === null ? {} : { hotelState: b.hotelState }),
    ...(b.hotelAddress === null ? {} : { hotelAddress: b.hotelAddress }),
    ...(b.company === null ? {} : { company: b.company }),
    ...(b.accountEmail === null ? {} : { accountEmail: b.accountEmail }),
    ...(b.accountEmailVerified === null ? {} : { accountEmailVerified: b.accountEmailVerified }),
    ...(b.guestEmailConfirmed === null ? {} : { guestEmailConfirmed: b.guestEmailConfirmed }),
    status: b.status as BookingFacts['status'],
    paymentStatus: b.paymentStatus as BookingFacts['paymentStatus'],
  };
}
