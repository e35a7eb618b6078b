import { shownRating, shownRatingSchema, type HotelChanged, type HotelContact, type ShownRating } from '@suvarna/contracts';
import type { EffectStatement, Queryable } from '@suvarna/platform';

/** A hotel of the AI's copy of the catalog, with its rooms (prices in paise). */
export interface KnownHotel {
  id: string;
  name: string;
  location: string;
  state: string;
  status: string;
  /** When a pre-opening or future hotel opens (ISO date), if the catalog says. */
  openingDate: string | null;
  type: string;
  /** The hotel's own rating, as the admin set it. */
  rating: number | null;
  /** The rating the answers state: the same as every page shows (from reviews where there are any). */
  shownRating: ShownRating;
  description: string;
  amenities: string[];
  features: string[];
  contact: HotelContact;
  rooms: KnownRoom[];
}

export interface KnownRoom {
  type: string;
  pricePaise: number;
  capacity: number;
  available: number;
}

/**
 * Applies a hotel change when it is newer than the copy and the hotel was not removed (the catalog's snapshot
 * also when it is the same revision: it then fills fields a copy made before they were sent). Returns
 * whether it applied.
 */
export async function applyHotelChange(db: Queryable, change: HotelChanged, options: { sameRevision?: boolean } = {}): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO hotels AS h (id, name, location, state, status, type, rating, description, amenities, features, contact, revision, opening_date, shown_rating)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $15)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, location = EXCLUDED.location, state = EXCLUDED.state,
       status = EXCLUDED.status, type = EXCLUDED.type, rating = EXCLUDED.rating, description = EXCLUDED.description,
       amenities = EXCLUDED.amenities, features = EXCLUDED.features, contact = EXCLUDED.contact,
       revision = EXCLUDED.revision, opening_date = EXCLUDED.opening_date, shown_rating = EXCLUDED.shown_rating, updated_at = now()
     WHERE NOT h.removed AND (h.revision < EXCLUDED.revision OR ($14 AND h.revision = EXCLUDED.revision))
     RETURNING id`,
    [
      change.hotelId,
      change.name,
      change.location,
      change.state,
      change.status,
      change.type ?? '',
      change.rating ?? null,
      change.description ?? '',
      JSON.stringify(change.amenities ?? []),
      JSON.stringify(change.features ?? []),
      JSON.stringify(change.contact),
      change.revision,
      change.openingDate ?? null,
      options.sameRevision ?? false,
      change.shownRating ? JSON.stringify(change.shownRating) : null,
    ],
  );
  if (rows.length === 0) return false;
  await db.query('DELETE FROM rooms WHERE hotel_id = $1', [change.hotelId]);
  if (change.rooms.length) {
    await db.query(
      `INSERT INTO rooms (hotel_id, type, position, price_paise, capacity, available)
       SELECT $1, r.type, r.position, r.price_paise, r.capacity, r.available
         FROM jsonb_to_recordset($2::jsonb) AS r (type text, position integer, price_paise bigint, capacity integer, available integer)
       ON CONFLICT (hotel_id, type) DO NOTHING`,
      [
        change.hotelId,
        JSON.stringify(
          change.rooms.map((r, position) => ({
            type: r.type,
            position,
            price_paise: r.pricePaise,
            capacity: r.capacity,
            available: Math.max(0, r.available),
          })),
        ),
      ],
    );
  }
  return true;
}

/** Marks a hotel removed for good (a tombstone when the copy never saw it). */
export async function removeHotel(db: Queryable, id: string): Promise<void> {
  await db.query(
    `INSERT INTO hotels (id, name, location, state, status, contact, revision, removed)
     VALUES ($1, '', '', '', 'inactive', '{}', 0, true)
     ON CONFLICT (id) DO UPDATE SET removed = true, updated_at = now()`,
    [id],
  );
  await db.query('DELETE FROM rooms WHERE hotel_id = $1', [id]);
}

export async function snapshotLoaded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM catalog_snapshots');
  return rows.length > 0;
}

export async function recordSnapshot(db: Queryable, hotels: number): Promise<void> {
  await db.query('INSERT INTO catalog_snapshots (hotels) VALUES ($1) ON CONFLICT (id) DO NOTHING', [hotels]);
}

/** A fingerprint that changes whenever the copy of the catalog does (to rebuild what is derived from it). */
export async function catalogVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ v: string }>(`SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') AS v FROM hotels`);
  return rows[0]?.v ?? '';
}

/** Every hotel not removed, with its rooms in the catalog's order. */
export async function listHotels(db: Queryable): Promise<KnownHotel[]> {
  const { rows } = await db.query<Omit<KnownHotel, 'rooms' | 'rating' | 'shownRating'> & { rating: string | null; shown_rating: unknown; rooms: KnownRoom[] | null }>(
    `SELECT h.id, h.name, h.location, h.state, h.status, to_char(h.opening_date, 'YYYY-MM-DD') AS "openingDate", h.type, h.rating::text AS rating, h.shown_rating, h.description, h.amenities, h.features, h.contact,
            (SELECT json_agg(json_build_object('type', r.type, 'pricePaise', r.price_paise, 'capacity', r.capacity,
                                               'available', r.available) ORDER BY r.position)
               FROM rooms r WHERE r.hotel_id = h.id) AS rooms
       FROM hotels h WHERE NOT h.removed ORDER BY h.id`,
  );
  return rows.map(({ shown_rating, ...r }) => {
    const rating = r.rating === null ? null : Number(r.rating);
    // A copy made from an event without the shown rating (published before it was added) has no reviews to go by.
    const shown = shownRatingSchema.safeParse(shown_rating);
    return {
      ...r,
      rating,
      shownRating: shown.success ? shown.data : shownRating(rating, { count: 0, sum: 0 }),
      rooms: (r.rooms ?? []).map((room) => ({ ...room, pricePaise: Number(room.pricePaise) })),
    };
  });
}

// ---------------------------------------------------------------- bookings and payments

export interface BookingFact {
  bookingId: string;
  hotelId: string;
  checkIn: string;
  checkOut: string;
  rooms: { type: string; quantity: number; pricePaise: number }[];
  totalPaise: number;
  status: string;
  paymentStatus: string;
  createdAt: string;
}

/** Keeps a booking as of its newest event; an older event arriving late changes nothing. */
const upsertBookingSql = `INSERT INTO bookings AS b (id, hotel_id, check_in, check_out, rooms, total_paise, status, payment_status, created_at, as_of)
  SELECT id, hotel_id, check_in, check_out, rooms, total_paise, status, payment_status, created_at, as_of FROM jsonb_populate_record(NULL::bookings, $1::jsonb)
  ON CONFLICT (id) DO UPDATE SET hotel_id = EXCLUDED.hotel_id, check_in = EXCLUDED.check_in, check_out = EXCLUDED.check_out,
    rooms = EXCLUDED.rooms, total_paise = EXCLUDED.total_paise, status = EXCLUDED.status,
    payment_status = EXCLUDED.payment_status, as_of = EXCLUDED.as_of
  WHERE b.as_of <= EXCLUDED.as_of
  RETURNING false`;

/** upsertBooking as one statement for the event bus ($1: the row as jsonb), run with the event's processed record. */
export function upsertBookingStatement(booking: BookingFact, asOf: string): EffectStatement {
  return {
    sql: upsertBookingSql,
    args: {
      id: booking.bookingId,
      hotel_id: booking.hotelId,
      check_in: booking.checkIn,
      check_out: booking.checkOut,
      rooms: booking.rooms,
      total_paise: booking.totalPaise,
      status: booking.status,
      payment_status: booking.paymentStatus,
      created_at: booking.createdAt,
      as_of: asOf,
    },
  };
}

export async function upsertBooking(db: Queryable, booking: BookingFact, asOf: string): Promise<void> {
  await db.query(
    `INSERT INTO bookings AS b (id, hotel_id, check_in, check_out, rooms, total_paise, status, payment_status, created_at, as_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET hotel_id = EXCLUDED.hotel_id, check_in = EXCLUDED.check_in, check_out = EXCLUDED.check_out,
       rooms = EXCLUDED.rooms, total_paise = EXCLUDED.total_paise, status = EXCLUDED.status,
       payment_status = EXCLUDED.payment_status, as_of = EXCLUDED.as_of
     WHERE b.as_of <= EXCLUDED.as_of`,
    [
      booking.bookingId,
      booking.hotelId,
      booking.checkIn,
      booking.checkOut,
      JSON.stringify(booking.rooms),
      booking.totalPaise,
      booking.status,
      booking.paymentStatus,
      booking.createdAt,
      asOf,
    ],
  );
}

export async function recordPayment(db: Queryable, bookingId: string, paidPaise: number, paidAt: string): Promise<void> {
  await db.query(
    `INSERT INTO payments (booking_id, paid_paise, paid_at) VALUES ($1, $2, $3)
     ON CONFLICT (booking_id) DO UPDATE SET paid_paise = EXCLUDED.paid_paise, paid_at = EXCLUDED.paid_at, updated_at = now()`,
    [bookingId, paidPaise, paidAt],
  );
}

/** The difference paid for a change of dates, on top of the booking's payment. */
export async function addDifferencePayment(db: Queryable, bookingId: string, paidPaise: number): Promise<void> {
  await db.query(
    `INSERT INTO payments (booking_id, paid_paise, paid_at) VALUES ($1, $2, now())
     ON CONFLICT (booking_id) DO UPDATE SET paid_paise = COALESCE(payments.paid_paise, 0) + EXCLUDED.paid_paise, updated_at = now()`,
    [bookingId, paidPaise],
  );
}

export async function recordRefund(db: Queryable, bookingId: string, totalRefundedPaise: number): Promise<void> {
  await db.query(
    `INSERT INTO payments (booking_id, refunded_paise) VALUES ($1, $2)
     ON CONFLICT (booking_id) DO UPDATE SET refunded_paise = GREATEST(payments.refunded_paise, EXCLUDED.refunded_paise), updated_at = now()`,
    [bookingId, totalRefundedPaise],
  );
}

/** Rooms held per hotel and room type on the busiest night of [checkIn, checkOut), by bookings not cancelled. */
export async function roomsHeld(db: Queryable, checkIn: string, checkOut: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ hotel_id: string; type: string; held: string }>(
    `SELECT hotel_id, type, max(held)::text AS held FROM (
       SELECT b.hotel_id, r.type, night, sum(r.quantity) AS held
         FROM bookings b
         CROSS JOIN LATERAL jsonb_to_recordset(b.rooms) AS r (type text, quantity integer)
         CROSS JOIN LATERAL generate_series(GREATEST(b.check_in, $1::date), LEAST(b.check_out, $2::date) - 1, interval '1 day') AS night
        WHERE b.status <> 'cancelled' AND b.check_in < $2::date AND b.check_out > $1::date
        GROUP BY b.hotel_id, r.type, night
     ) per_night GROUP BY hotel_id, type`,
    [checkIn, checkOut],
  );
  return new Map(rows.map((r) => [`${r.hotel_id}\u0000${r.type}`, Number(r.held)]));
}

/** Room-nights sold over [from, to) by bookings not cancelled, at hotels in `hotelIds`. */
export async function roomNightsSold(db: Queryable, from: string, to: string, hotelIds: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ sold: string | null }>(
    `SELECT sum(r.quantity * (LEAST(b.check_out, $2::date) - GREATEST(b.check_in, $1::date)))::text AS sold
       FROM bookings b CROSS JOIN LATERAL jsonb_to_recordset(b.rooms) AS r (type text, quantity integer)
      WHERE b.status <> 'cancelled' AND b.check_in < $2::date AND b.check_out > $1::date AND b.hotel_id = ANY($3::text[])`,
    [from, to, [...hotelIds]],
  );
  return Number(rows[0]?.sold ?? 0);
}

/**
 * Revenue of bookings made in [from, to): what was paid less refunds where a payment is known, else the
 * booked value of bookings not cancelled.
 */
export async function revenueBetween(db: Queryable, from: Date, to: Date): Promise<{ paise: number; bookings: number }> {
  const { rows } = await db.query<{ paise: string | null; bookings: string }>(
    `SELECT sum(CASE WHEN p.booking_id IS NOT NULL AND p.paid_paise > 0 THEN p.paid_paise - p.refunded_paise
                     WHEN b.status <> 'cancelled' THEN b.total_paise ELSE 0 END)::text AS paise,
            count(*)::text AS bookings
       FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
      WHERE b.created_at >= $1 AND b.created_at < $2`,
    [from, to],
  );
  return { paise: Number(rows[0]?.paise ?? 0), bookings: Number(rows[0]?.bookings ?? 0) };
}

// ---------------------------------------------------------------- the sales assistant's figures

/** Room-nights held per hotel over [from, to) by bookings not cancelled. */
export async function roomNightsSoldByHotel(db: Queryable, from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ hotel_id: string; sold: string }>(
    `SELECT b.hotel_id, sum(r.quantity * (LEAST(b.check_out, $2::date) - GREATEST(b.check_in, $1::date)))::text AS sold
       FROM bookings b CROSS JOIN LATERAL jsonb_to_recordset(b.rooms) AS r (type text, quantity integer)
      WHERE b.status <> 'cancelled' AND b.check_in < $2::date AND b.check_out > $1::date
      GROUP BY b.hotel_id`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.hotel_id, Number(r.sold)]));
}

/**
 * What guests usually pay per room-night at each hotel: the average over bookings not cancelled made since
 * `since` (price of each room when booked × rooms × nights, over rooms × nights).
 */
export async function usualRates(db: Queryable, since: Date): Promise<Map<string, { paisePerRoomNight: number; roomNights: number }>> {
  const { rows } = await db.query<{ hotel_id: string; paise: string; room_nights: string }>(
    `SELECT b.hotel_id, sum(r."pricePaise" * r.quantity * (b.check_out - b.check_in))::text AS paise,
            sum(r.quantity * (b.check_out - b.check_in))::text AS room_nights
       FROM bookings b CROSS JOIN LATERAL jsonb_to_recordset(b.rooms) AS r (type text, quantity integer, "pricePaise" bigint)
      WHERE b.status <> 'cancelled' AND b.created_at >= $1
      GROUP BY b.hotel_id`,
    [since],
  );
  return new Map(rows.map((r) => [r.hotel_id, { paisePerRoomNight: Number(r.paise) / Number(r.room_nights), roomNights: Number(r.room_nights) }]));
}

/** Room-nights sold over [from, to) at the hotels, split into Friday and Saturday nights and the other nights. */
export async function roomNightsByDayKind(db: Queryable, from: string, to: string, hotelIds: readonly string[]): Promise<{ weekend: number; weekday: number }> {
  const { rows } = await db.query<{ weekend: string | null; weekday: string | null }>(
    `SELECT sum(r.quantity) FILTER (WHERE extract(isodow FROM night) IN (5, 6))::text AS weekend,
            sum(r.quantity) FILTER (WHERE extract(isodow FROM night) NOT IN (5, 6))::text AS weekday
       FROM bookings b
       CROSS JOIN LATERAL jsonb_to_recordset(b.rooms) AS r (type text, quantity integer)
       CROSS JOIN LATERAL generate_series(GREATEST(b.check_in, $1::date), LEAST(b.check_out, $2::date) - 1, interval '1 day') AS night
      WHERE b.status <> 'cancelled' AND b.check_in < $2::date AND b.check_out > $1::date AND b.hotel_id = ANY($3::text[])`,
    [from, to, [...hotelIds]],
  );
  return { weekend: Number(rows[0]?.weekend ?? 0), weekday: Number(rows[0]?.weekday ?? 0) };
}

/** Bookings not cancelled, made since `since`, for a stay overlapping [from, to). */
export async function bookingsMadeFor(db: Queryable, from: string, to: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM bookings
      WHERE status <> 'cancelled' AND check_in < $2::date AND check_out > $1::date AND created_at >= $3`,
    [from, to, since],
  );
  return Number(rows[0]?.n ?? 0);
}
