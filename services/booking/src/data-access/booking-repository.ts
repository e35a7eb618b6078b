import type { BookingStatus, PaymentStatus } from '@suvarna/contracts';
import type { OutboxRow, Queryable } from '@suvarna/platform';

export interface BookedHotel {
  name: string;
  location: string;
  state: string;
  address: string;
  phone: string;
  email: string;
}

export interface BookedRoomRecord {
  type: string;
  quantity: number;
  price_paise: number;
}

export interface StatusChangeRecord {
  status: BookingStatus;
  at: string;
  by_name: string | null;
  by_role: string | null;
  reason: string | null;
}

/** A booking as stored: money in paise, dates as YYYY-MM-DD, times as ISO strings. */
export interface StoredBooking {
  id: string;
  confirmationCode: string;
  userId: string;
  hotelId: string;
  hotel: BookedHotel;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number | null;
  rooms: BookedRoomRecord[];
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  guestAddress: string;
  specialRequests: string;
  roomTotalPaise: number;
  taxesPaise: number;
  totalPaise: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  statusHistory: StatusChangeRecord[];
  idempotencyKey: string | null;
  requestDigest: string | null;
  createdAt: string;
  updatedAt: string;
  /** Until when a pending, unpaid booking holds its rooms (ISO). */
  holdExpiresAt: string;
  /** Whether its rooms went back to the night counters (cancelled, lapsed). */
  roomsReleased: boolean;
  /** The booking account's own address: its e-mails go there. */
  accountEmail: string;
  /** Whether that address was verified when the booking was made. */
  accountEmailVerified: boolean;
  /** When the typed guest address asked for the booking's e-mails (ISO); null until then. */
  guestEmailConfirmedAt: string | null;
  /** The business guest's company, billed on the tax invoice; null when none was given. */
  company: { name: string; gstin: string } | null;
  /** How many times the stay's dates were changed. */
  stayRevision: number;
  /** The Checkout Session that set the hold's end, if one did. */
  holdSessionId: string | null;
}

export type NewBooking = Omit<StoredBooking, 'createdAt' | 'updatedAt' | 'holdExpiresAt' | 'roomsReleased' | 'guestEmailConfirmedAt' | 'stayRevision' | 'holdSessionId'> & {
  createdAt: string;
  /** The guest address is the account's own: confirmed from the start. */
  guestEmailConfirmed: boolean;
  /** The hash of the one-time token sent to a typed guest address, if it was asked. */
  guestEmailTokenHash: string | null;
};

/** A timestamp as an ISO string in UTC, whatever the session's time zone. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columns = `id, confirmation_code AS "confirmationCode", user_id AS "userId", hotel_id AS "hotelId", hotel,
  check_in::text AS "checkIn", check_out::text AS "checkOut", nights, guests, rooms,
  guest_name AS "guestName", guest_email AS "guestEmail", guest_phone AS "guestPhone", guest_address AS "guestAddress",
  special_requests AS "specialRequests", room_total_paise AS "roomTotalPaise", taxes_paise AS "taxesPaise",
  total_paise AS "totalPaise", status, payment_status AS "paymentStatus", status_history AS "statusHistory",
  idempotency_key AS "idempotencyKey", request_digest AS "requestDigest",
  ${isoTime('created_at')} AS "createdAt", ${isoTime('updated_at')} AS "updatedAt",
  ${isoTime('hold_expires_at')} AS "holdExpiresAt", rooms_released AS "roomsReleased", account_email AS "accountEmail", account_email_verified AS "accountEmailVerified",
  CASE WHEN guest_email_confirmed_at IS NULL THEN NULL ELSE ${isoTime('guest_email_confirmed_at')} END AS "guestEmailConfirmedAt", company,
  stay_revision AS "stayRevision", hold_session_id AS "holdSessionId"`;

/** Postgres's name for the constraint a duplicate Idempotency-Key violates. */
export const IDEMPOTENCY_CONSTRAINT = 'bookings_idempotency';
export const CONFIRMATION_CODE_CONSTRAINT = 'bookings_confirmation_code_key';

export async function insertBooking(db: Queryable, b: NewBooking): Promise<StoredBooking> {
  const { rows } = await db.query<StoredBooking>(
    `INSERT INTO bookings (id, confirmation_code, user_id, hotel_id, hotel, check_in, check_out, nights, guests, rooms,
       guest_name, guest_email, guest_phone, guest_address, special_requests, room_total_paise, taxes_paise, total_paise,
       status, payment_status, status_history, idempotency_key, request_digest, created_at, updated_at,
       account_email, guest_email_confirmed_at, guest_email_token_hash, account_email_verified, company)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $24,
       $25, CASE WHEN $26::boolean THEN $24::timestamptz END, $27, $28, $29)
     RETURNING ${columns}`,
    [
      b.id,
      b.confirmationCode,
      b.userId,
      b.hotelId,
      JSON.stringify(b.hotel),
      b.checkIn,
      b.checkOut,
      b.nights,
      b.guests,
      JSON.stringify(b.rooms),
      b.guestName,
      b.guestEmail,
      b.guestPhone,
      b.guestAddress,
      b.specialRequests,
      b.roomTotalPaise,
      b.taxesPaise,
      b.totalPaise,
      b.status,
      b.paymentStatus,
      JSON.stringify(b.statusHistory),
      b.idempotencyKey,
      b.requestDigest,
      b.createdAt,
      b.accountEmail,
      b.guestEmailConfirmed,
      b.guestEmailTokenHash,
      b.accountEmailVerified,
      b.company ? JSON.stringify(b.company) : null,
    ],
  );
  return rows[0]!;
}

/** Why book_rooms (0005) refused a booking: its SB001 error's message, with the figures in its detail. */
export type BookRoomsRefusal =
  | { reason: 'stale' }
  | { reason: 'rooms_unavailable'; type: string; taken: string[]; busiest: number }
  | { reason: 'hotel_not_bookable' }
  | { reason: 'total_mismatch' }
  | { reason: 'holds_limit'; totals: UnpaidHoldTotals };

export interface BookRoomsInput {
  booking: NewBooking;
  /** The hotel's revision the caller priced with: another one is a refusal as stale. */
  revision: number;
  /** The room types wanted, in type order, with the price and room count the caller saw. */
  wanted: { type: string; quantity: number; price_paise: number; available: number }[];
  nights: string[];
  /** Whether the guest's total matched the caller's price (checked after the rooms, as the booking page words it). */
  totalOk: boolean;
  rooms: number;
  caps: { bookings: number; rooms: number; bookings_per_hotel: number; rooms_per_hotel: number };
  event: OutboxRow;
}

/**
 * Takes the rooms and writes the booking and its event in one statement (book_rooms, migration 0005); answers the
 * account's booking of the same Idempotency-Key instead when there is one (its id is then another), or the refusal.
 */
export async function bookRooms(db: Queryable, input: BookRoomsInput): Promise<StoredBooking | BookRoomsRefusal> {
  const b = input.booking;
  const booking = {
    id: b.id,
    confirmation_code: b.confirmationCode,
    user_id: b.userId,
    hotel_id: b.hotelId,
    hotel: b.hotel,
    check_in: b.checkIn,
    check_out: b.checkOut,
    nights: b.nights,
    guests: b.guests,
    rooms: b.rooms,
    guest_name: b.guestName,
    guest_email: b.guestEmail,
    guest_phone: b.guestPhone,
    guest_address: b.guestAddress,
    special_requests: b.specialRequests,
    room_total_paise: b.roomTotalPaise,
    taxes_paise: b.taxesPaise,
    total_paise: b.totalPaise,
    status: b.status,
    payment_status: b.paymentStatus,
    status_history: b.statusHistory,
    idempotency_key: b.idempotencyKey,
    request_digest: b.requestDigest,
    created_at: b.createdAt,
    account_email: b.accountEmail,
    account_email_verified: b.accountEmailVerified,
    guest_email_confirmed: b.guestEmailConfirmed,
    guest_email_token_hash: b.guestEmailTokenHash,
    company: b.company,
  };
  try {
    const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM book_rooms($1::jsonb)`, [
      JSON.stringify({ booking, revision: input.revision, wanted: input.wanted, nights: input.nights, total_ok: input.totalOk, rooms: input.rooms, caps: input.caps, event: input.event }),
    ]);
    return rows[0]!;
  } catch (err) {
    const e = err as { code?: string; message?: string; detail?: string };
    if (e.code !== 'SB001') throw err;
    const detail = e.detail ? (JSON.parse(e.detail) as Record<string, unknown>) : {};
    switch (e.message) {
      case 'rooms_unavailable':
        return { reason: 'rooms_unavailable', type: String(detail.type), taken: detail.taken as string[], busiest: Number(detail.busiest) };
      case 'holds_limit':
        return { reason: 'holds_limit', totals: detail as unknown as UnpaidHoldTotals };
      case 'stale':
      case 'hotel_not_bookable':
      case 'total_mismatch':
        return { reason: e.message };
      default:
        throw err;
    }
  }
}

const unpaidHold = `user_id = $1 AND status = 'pending' AND payment_status = 'pending' AND NOT rooms_released AND hold_expires_at > now() AND id <> $2`;
const roomsOf = `(SELECT COALESCE(sum((r->>'quantity')::int), 0) FROM jsonb_array_elements(rooms) r)`;

export interface UnpaidHoldTotals {
  bookings: number;
  rooms: number;
  bookingsAtHotel: number;
  roomsAtHotel: number;
}

/** What an account holds unpaid (pending bookings waiting for payment whose rooms are still held), but one booking. */
export async function unpaidHoldTotals(db: Queryable, userId: string, hotelId: string, exceptId: string): Promise<UnpaidHoldTotals> {
  const { rows } = await db.query<UnpaidHoldTotals>(
    `SELECT count(*)::int AS bookings, COALESCE(sum(${roomsOf}), 0)::int AS rooms,
            (count(*) FILTER (WHERE hotel_id = $3))::int AS "bookingsAtHotel",
            COALESCE(sum(${roomsOf}) FILTER (WHERE hotel_id = $3), 0)::int AS "roomsAtHotel"
       FROM bookings WHERE ${unpaidHold}`,
    [userId, exceptId, hotelId],
  );
  return rows[0]!;
}

/** An account's unpaid holds but one booking, oldest first, at most `limit` of them. */
export async function listUnpaidHolds(db: Queryable, userId: string, exceptId: string, limit: number): Promise<StoredBooking[]> {
  const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE ${unpaidHold} ORDER BY created_at, id LIMIT $3`, [userId, exceptId, limit]);
  return rows;
}

/** Serializes the end of one account's bookings, so that two at once cannot both slip under the hold caps. */
export async function lockAccountBookings(db: Queryable, userId: string): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('booking:account:' || $1))", [userId]);
}

/** The booking whose guest address was sent this token, locked; undefined for a token never sent. */
export async function findByGuestEmailToken(db: Queryable, tokenHash: string): Promise<StoredBooking | undefined> {
  const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE guest_email_token_hash = $1 FOR UPDATE`, [tokenHash]);
  return rows[0];
}

/** The guest address asked for the booking's e-mails. */
export async function confirmGuestEmail(db: Queryable, id: string): Promise<StoredBooking> {
  const { rows } = await db.query<StoredBooking>(
    `UPDATE bookings SET guest_email_confirmed_at = COALESCE(guest_email_confirmed_at, now()), updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id],
  );
  return rows[0]!;
}

export async function findBooking(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<StoredBooking | undefined> {
  const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function findByIdempotencyKey(db: Queryable, userId: string, key: string): Promise<StoredBooking | undefined> {
  const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
  return rows[0];
}

/** The user's bookings, newest first. */
export async function listUserBookings(db: Queryable, userId: string, limit: number): Promise<StoredBooking[]> {
  const { rows } = await db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [userId, limit]);
  return rows;
}

/** `%`, `_` and `\` in a search are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Bookings matching a search (confirmation code, guest name or e-mail, hotel name or city) and a
 * status, newest first, one page of them, with how many match in all.
 */
export async function searchBookings(
  db: Queryable,
  query: { q?: string; status?: BookingStatus; checkInFrom?: string; checkInTo?: string; limit: number; offset: number },
): Promise<{ bookings: StoredBooking[]; total: number }> {
  const where = `($1::text IS NULL OR confirmation_code ILIKE $1 OR guest_name ILIKE $1 OR guest_email ILIKE $1
                   OR hotel->>'name' ILIKE $1 OR hotel->>'location' ILIKE $1 OR hotel_id = $3)
             AND ($2::text IS NULL OR status = $2)
             AND ($4::date IS NULL OR check_in >= $4::date)
             AND ($5::date IS NULL OR check_in <= $5::date)`;
  const filter = [query.q ? likePattern(query.q) : null, query.status ?? null, query.q ?? null, query.checkInFrom ?? null, query.checkInTo ?? null];
  const [page, count] = await Promise.all([
    db.query<StoredBooking>(`SELECT ${columns} FROM bookings WHERE ${where} ORDER BY created_at DESC, id LIMIT $6 OFFSET $7`, [...filter, query.limit, query.offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE ${where}`, filter),
  ]);
  return { bookings: page.rows, total: count.rows[0]?.n ?? 0 };
}

export interface BookingTotals {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Paise of paid bookings. */
  paidPaise: number;
}

export async function bookingTotals(db: Queryable): Promise<BookingTotals> {
  const { rows } = await db.query<BookingTotals>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
            count(*) FILTER (WHERE status = 'completed')::int AS completed,
            count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
            COALESCE(sum(total_paise) FILTER (WHERE payment_status = 'completed'), 0)::bigint AS "paidPaise"
       FROM bookings`,
  );
  return rows[0]!;
}

/** Guests who have paid for a stay that began on or before `today`, each once; cancelled and refunded stays do not count. */
export async function countGuestsHosted(db: Queryable, today: string): Promise<number> {
  const { rows } = await db.query<{ guests: number }>(
    `SELECT count(DISTINCT user_id)::int AS guests
       FROM bookings
      WHERE payment_status = 'completed' AND status IN ('confirmed', 'completed') AND check_in <= $1::date`,
    [today],
  );
  return rows[0]!.guests;
}

export async function updateStatus(db: Queryable, id: string, status: BookingStatus, change: StatusChangeRecord): Promise<StoredBooking> {
  const { rows } = await db.query<StoredBooking>(
    `UPDATE bookings SET status = $2, status_history = status_history || $3::jsonb, updated_at = $4
      WHERE id = $1 RETURNING ${columns}`,
    [id, status, JSON.stringify([change]), change.at],
  );
  return rows[0]!;
}

/** Bookings made and their value per month (India time) from `fromMonth` (YYYY-MM-01) on. */
export async function monthlyBookings(
  db: Queryable,
  fromMonth: string,
): Promise<{ month: string; bookings: number; paidPaise: number; bookedPaise: number }[]> {
  const { rows } = await db.query<{ month: string; bookings: number; paidPaise: number; bookedPaise: number }>(
    `SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM') AS month,
            count(*)::int AS bookings,
            COALESCE(sum(total_paise) FILTER (WHERE payment_status = 'completed'), 0)::bigint AS "paidPaise",
            COALESCE(sum(total_paise) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS "bookedPaise"
       FROM bookings
      WHERE created_at AT TIME ZONE 'Asia/Kolkata' >= $1::timestamp
      GROUP BY 1 ORDER BY 1`,
    [fromMonth],
  );
  return rows;
}
