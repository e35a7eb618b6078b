import type { HotelChanged, HotelContact, HotelStatus } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

/** A hotel of booking's inventory copy. */
export interface InventoryHotel {
  id: string;
  name: string;
  location: string;
  state: string;
  status: HotelStatus;
  contact: HotelContact;
  revision: number;
  removed: boolean;
}

export interface InventoryRoom {
  type: string;
  pricePaise: number;
  capacity: number;
  available: number;
}

/** A room type with the most rooms sold on any night of a stay. */
export interface RoomUse extends InventoryRoom {
  hotelId: string;
  maxSold: number;
}

const hotelColumns = 'id, name, location, state, status, contact, revision, removed';

/**
 * Applies a hotel change when it is newer than the copy and the hotel was not removed. Locks the hotel
 * row first, then its room types: the same order bookings take them in. Returns whether it applied.
 */
export async function applyHotelChange(db: Queryable, change: HotelChanged): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO hotels AS h (id, name, location, state, status, contact, revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, location = EXCLUDED.location, state = EXCLUDED.state,
       status = EXCLUDED.status, contact = EXCLUDED.contact, revision = EXCLUDED.revision, updated_at = now()
     WHERE NOT h.removed AND h.revision < EXCLUDED.revision
     RETURNING id`,
    [change.hotelId, change.name, change.location, change.state, change.status, JSON.stringify(change.contact), change.revision],
  );
  if (rows.length === 0) return false;
  const types = change.rooms.map((r) => r.type);
  await db.query('DELETE FROM room_types WHERE hotel_id = $1 AND NOT (type = ANY($2::text[]))', [change.hotelId, types]);
  if (change.rooms.length) {
    await db.query(
      `INSERT INTO room_types (hotel_id, type, position, price_paise, capacity, available)
       SELECT $1, r.type, r.position, r.price_paise, r.capacity, r.available
         FROM jsonb_to_recordset($2::jsonb) AS r (type text, position integer, price_paise bigint, capacity integer, available integer)
       ON CONFLICT (hotel_id, type) DO UPDATE SET position = EXCLUDED.position, price_paise = EXCLUDED.price_paise,
         capacity = EXCLUDED.capacity, available = EXCLUDED.available`,
      [
        change.hotelId,
        JSON.stringify(
          change.rooms.map((r, position) => ({ type: r.type, position, price_paise: r.pricePaise, capacity: r.capacity, available: Math.max(0, r.available) })),
        ),
      ],
    );
  }
  return true;
}

/** Marks a hotel removed for good (a tombstone when the copy never saw it, so no late change revives it). */
export async function removeHotel(db: Queryable, id: string): Promise<void> {
  await db.query(
    `INSERT INTO hotels (id, name, location, state, status, contact, revision, removed)
     VALUES ($1, '', '', '', 'inactive', '{}', 0, true)
     ON CONFLICT (id) DO UPDATE SET removed = true, updated_at = now()`,
    [id],
  );
}

export async function snapshotLoaded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM inventory_snapshots');
  return rows.length > 0;
}

export async function recordSnapshot(db: Queryable, hotels: number): Promise<void> {
  await db.query('INSERT INTO inventory_snapshots (hotels) VALUES ($1) ON CONFLICT (id) DO NOTHING', [hotels]);
}

export async function findHotel(db: Queryable, id: string, options: { lock?: 'share' } = {}): Promise<InventoryHotel | undefined> {
  const { rows } = await db.query<InventoryHotel>(`SELECT ${hotelColumns} FROM hotels WHERE id = $1${options.lock ? ' FOR SHARE' : ''}`, [id]);
  return rows[0];
}

/** A hotel of the copy with all its room types (type order), read in one statement without locks; undefined when unknown. */
export async function readHotelRooms(db: Queryable, id: string): Promise<{ hotel: InventoryHotel; rooms: InventoryRoom[] } | undefined> {
  const { rows } = await db.query<InventoryHotel & { rooms: InventoryRoom[] }>(
    `SELECT h.id, h.name, h.location, h.state, h.status, h.contact, h.revision, h.removed,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('type', r.type, 'pricePaise', r.price_paise, 'capacity', r.capacity, 'available', r.available) ORDER BY r.type)
                        FROM room_types r WHERE r.hotel_id = h.id), '[]') AS rooms
       FROM hotels h WHERE h.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { rooms, ...hotel } = row;
  return { hotel, rooms };
}

/**
 * The hotel's room types of the given names, locked against changes (FOR SHARE) until the booking
 * commits, in type order.
 */
export async function lockRoomTypes(db: Queryable, hotelId: string, types: readonly string[]): Promise<InventoryRoom[]> {
  const { rows } = await db.query<InventoryRoom>(
    `SELECT type, price_paise AS "pricePaise", capacity, available FROM room_types
      WHERE hotel_id = $1 AND type = ANY($2::text[]) ORDER BY type FOR SHARE`,
    [hotelId, types],
  );
  return rows;
}

/**
 * Takes `quantity` rooms on each night in one statement: a night's counter grows only while it stays
 * within `available`. Nights are taken in date order. Returns the nights taken; any other night was full.
 */
export async function takeRooms(
  db: Queryable,
  take: { hotelId: string; type: string; nights: readonly string[]; quantity: number; available: number },
): Promise<string[]> {
  const { rows } = await db.query<{ night: string }>(
    `INSERT INTO room_nights AS n (hotel_id, room_type, night, sold)
     SELECT $1::text, $2::text, night, $3::int FROM unnest($4::date[]) AS night WHERE $3::int <= $5::int ORDER BY night
     ON CONFLICT (hotel_id, room_type, night) DO UPDATE SET sold = n.sold + EXCLUDED.sold
     WHERE n.sold + EXCLUDED.sold <= $5::int
     RETURNING night::text AS night`,
    [take.hotelId, take.type, take.quantity, [...take.nights], take.available],
  );
  return rows.map((r) => r.night);
}

/** Rooms sold per night (0 for a night nobody booked), in the nights' order. */
export async function soldOn(db: Queryable, hotelId: string, type: string, nights: readonly string[]): Promise<number[]> {
  const { rows } = await db.query<{ sold: number }>(
    `SELECT COALESCE(n.sold, 0) AS sold FROM unnest($3::date[]) WITH ORDINALITY AS w (night, i)
       LEFT JOIN room_nights n ON n.hotel_id = $1::text AND n.room_type = $2::text AND n.night = w.night
      ORDER BY w.i`,
    [hotelId, type, [...nights]],
  );
  return rows.map((r) => r.sold);
}

/**
 * Room types with the most rooms sold on any night of [from, to): one hotel, or every hotel that is
 * not removed, in the catalog's order.
 */
export async function roomUse(db: Queryable, stay: { from: string; to: string; hotelId?: string }): Promise<RoomUse[]> {
  const { rows } = await db.query<RoomUse>(
    `SELECT r.hotel_id AS "hotelId", r.type, r.price_paise AS "pricePaise", r.capacity, r.available,
            COALESCE((SELECT max(n.sold) FROM room_nights n
                       WHERE n.hotel_id = r.hotel_id AND n.room_type = r.type AND n.night >= $1::date AND n.night < $2::date), 0)::int AS "maxSold"
       FROM room_types r JOIN hotels h ON h.id = r.hotel_id
      WHERE NOT h.removed AND ($3::text IS NULL OR r.hotel_id = $3)
      ORDER BY r.hotel_id, r.position`,
    [stay.from, stay.to, stay.hotelId ?? null],
  );
  return rows;
}

/** Hotels of the copy that are not removed, optionally only those with the given statuses. */
export async function listHotels(db: Queryable, statuses?: readonly HotelStatus[]): Promise<InventoryHotel[]> {
  const { rows } = await db.query<InventoryHotel>(
    `SELECT ${hotelColumns} FROM hotels WHERE NOT removed AND ($1::text[] IS NULL OR status = ANY($1::text[])) ORDER BY id`,
    [statuses ? [...statuses] : null],
  );
  return rows;
}

export interface OversoldNight {
  hotelId: string;
  hotelName: string;
  roomType: string;
  available: number;
  night: string;
  sold: number;
}

/**
 * Nights from `from` on where more rooms are sold than the type has: now (`proposed` absent), or with
 * the proposed counts of one hotel (a type missing from the proposal counts as 0 rooms).
 */
export async function oversoldNights(
  db: Queryable,
  query: { from: string; hotelId?: string; proposed?: readonly { type: string; available: number }[] },
): Promise<OversoldNight[]> {
  const proposed = query.proposed ? JSON.stringify(query.proposed) : null;
  const { rows } = await db.query<OversoldNight>(
    `WITH proposal AS (SELECT p.type, p.available FROM jsonb_to_recordset(COALESCE($3::jsonb, '[]')) AS p (type text, available integer))
     SELECT n.hotel_id AS "hotelId", h.name AS "hotelName", n.room_type AS "roomType",
            (CASE WHEN $3::jsonb IS NULL THEN COALESCE(r.available, 0) ELSE COALESCE(p.available, 0) END)::int AS available,
            n.night::text AS night, n.sold
       FROM room_nights n
       JOIN hotels h ON h.id = n.hotel_id AND NOT h.removed
       LEFT JOIN room_types r ON r.hotel_id = n.hotel_id AND r.type = n.room_type
       LEFT JOIN proposal p ON p.type = n.room_type
      WHERE n.night >= $1::date AND ($2::text IS NULL OR n.hotel_id = $2)
        AND n.sold > (CASE WHEN $3::jsonb IS NULL THEN COALESCE(r.available, 0) ELSE COALESCE(p.available, 0) END)
      ORDER BY n.hotel_id, r.position NULLS LAST, n.room_type, n.night`,
    [query.from, query.hotelId ?? null, proposed],
  );
  return rows;
}

/** Room nights sold and the rooms there were, per active hotel, over the nights [from, to). */
export async function occupancy(db: Queryable, window: { from: string; to: string }): Promise<{ hotelId: string; hotelName: string; sold: number; rooms: number }[]> {
  const { rows } = await db.query<{ hotelId: string; hotelName: string; sold: number; rooms: number }>(
    `SELECT h.id AS "hotelId", h.name AS "hotelName",
            COALESCE((SELECT sum(LEAST(n.sold, r2.available)) FROM room_nights n JOIN room_types r2
                        ON r2.hotel_id = n.hotel_id AND r2.type = n.room_type
                       WHERE n.hotel_id = h.id AND n.night >= $1::date AND n.night < $2::date), 0)::int AS sold,
            COALESCE((SELECT sum(r.available) FROM room_types r WHERE r.hotel_id = h.id), 0)::int AS rooms
       FROM hotels h
      WHERE NOT h.removed AND h.status = 'active'
      ORDER BY h.name`,
    [window.from, window.to],
  );
  return rows;
}

/** One night of the calendar: the cheapest room type with a room free, and the rooms free over every type. */
export interface CalendarNight {
  night: string;
  /** Null when no room is free that night. */
  lowestPricePaise: number | null;
  free: number;
}

/**
 * Each night of [from, to) in one query: the lowest price of a room type with a room free that night, and
 * the rooms free, at one hotel or over every bookable (active) hotel. Only active hotels count: a hotel
 * that does not take bookings has nothing free.
 */
export async function calendarNights(db: Queryable, window: { from: string; to: string; hotelId?: string }): Promise<CalendarNight[]> {
  const { rows } = await db.query<{ night: string; lowestPricePaise: string | null; free: number }>(
    `WITH nights AS (SELECT d::date AS night FROM generate_series($1::date, $2::date - 1, interval '1 day') AS d),
          rooms AS (SELECT r.hotel_id, r.type, r.price_paise, r.available
                      FROM room_types r JOIN hotels h ON h.id = r.hotel_id
                     WHERE NOT h.removed AND h.status = 'active' AND ($3::text IS NULL OR r.hotel_id = $3)),
          free AS (SELECT n.night, r.price_paise, GREATEST(r.available - COALESCE(s.sold, 0), 0) AS free
                     FROM nights n CROSS JOIN rooms r
                     LEFT JOIN room_nights s ON s.hotel_id = r.hotel_id AND s.room_type = r.type AND s.night = n.night)
     SELECT n.night::text AS night,
            min(f.price_paise) FILTER (WHERE f.free > 0) AS "lowestPricePaise",
            COALESCE(sum(f.free), 0)::int AS free
       FROM nights n LEFT JOIN free f ON f.night = n.night
      GROUP BY n.night
      ORDER BY n.night`,
    [window.from, window.to, window.hotelId ?? null],
  );
  return rows.map((r) => ({ night: r.night, lowestPricePaise: r.lowestPricePaise === null ? null : Number(r.lowestPricePaise), free: r.free }));
}
