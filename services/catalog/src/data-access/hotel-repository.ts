import { shownRating, type Hotel, type HotelContact, type HotelStatus, type ProjectMilestone, type Room } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

/** A hotel as the catalog stores it: the API shape plus its revision. */
export interface StoredHotel {
  hotel: Hotel;
  revision: number;
}

/** Everything about a hotel that is written; id and revision are managed here, the shown rating comes from its reviews. */
export type HotelFields = Omit<Hotel, 'id' | '_id' | 'shownRating'>;

interface StoredRoom {
  type: string;
  price_paise: number;
  capacity: number;
  available: number;
  description?: string;
}

interface HotelRow {
  id: string;
  name: string;
  location: string;
  state: string;
  type: string;
  rating: number;
  images: string[];
  amenities: string[];
  features: string[];
  rooms: StoredRoom[];
  description: string;
  status: HotelStatus;
  contact: HotelContact;
  opening_date: string | null;
  project_timeline: ProjectMilestone[] | null;
  latitude: number | null;
  longitude: number | null;
  revision: number;
  review_count: number;
  review_sum: number;
}

const columns = `id, name, location, state, type, rating, images, amenities, features, rooms, description, status, contact,
  to_char(opening_date, 'YYYY-MM-DD') AS opening_date, project_timeline, latitude, longitude, revision,
  (SELECT count(*)::int FROM reviews r WHERE r.hotel_id = hotels.id) AS review_count,
  (SELECT coalesce(sum(r.rating), 0)::int FROM reviews r WHERE r.hotel_id = hotels.id) AS review_sum`;

export async function listHotels(db: Queryable, filter: { statuses: readonly HotelStatus[] }): Promise<Hotel[]> {
  const { rows } = await db.query<HotelRow>(`SELECT ${columns} FROM hotels WHERE status = ANY($1::text[]) ORDER BY display_order`, [filter.statuses]);
  return rows.map((r) => toStored(r).hotel);
}

/** Every hotel with its revision, in display order. */
export async function listStoredHotels(db: Queryable): Promise<StoredHotel[]> {
  const { rows } = await db.query<HotelRow>(`SELECT ${columns} FROM hotels ORDER BY display_order`);
  return rows.map(toStored);
}

export async function countHotels(db: Queryable): Promise<{ total: number; active: number }> {
  const { rows } = await db.query<{ total: number; active: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active FROM hotels`,
  );
  return rows[0] ?? { total: 0, active: 0 };
}

export async function findHotel(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<StoredHotel | undefined> {
  const { rows } = await db.query<HotelRow>(`SELECT ${columns} FROM hotels WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && toStored(rows[0]);
}

export async function insertHotel(db: Queryable, id: string, fields: HotelFields): Promise<StoredHotel> {
  const { rows } = await db.query<HotelRow>(
    `INSERT INTO hotels (id, name, location, state, type, rating, images, amenities, features, rooms, description, status, contact,
       opening_date, project_timeline, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING ${columns}`,
    [id, ...fieldValues(fields)],
  );
  return toStored(rows[0]!);
}

/** Replaces every editable field and bumps the revision; undefined when the hotel does not exist. */
export async function replaceHotel(db: Queryable, id: string, fields: HotelFields): Promise<StoredHotel | undefined> {
  const { rows } = await db.query<HotelRow>(
    `UPDATE hotels SET name = $2, location = $3, state = $4, type = $5, rating = $6, images = $7, amenities = $8, features = $9,
       rooms = $10, description = $11, status = $12, contact = $13, opening_date = $14, project_timeline = $15,
       latitude = $16, longitude = $17, revision = revision + 1, updated_at = now()
     WHERE id = $1
     RETURNING ${columns}`,
    [id, ...fieldValues(fields)],
  );
  return rows[0] && toStored(rows[0]);
}

/** Bumps the revision after a change outside the hotel's own fields (a new review); undefined when it does not exist. */
export async function touchHotel(db: Queryable, id: string): Promise<StoredHotel | undefined> {
  const { rows } = await db.query<HotelRow>(`UPDATE hotels SET revision = revision + 1, updated_at = now() WHERE id = $1 RETURNING ${columns}`, [id]);
  return rows[0] && toStored(rows[0]);
}

export async function deleteHotel(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM hotels WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

export async function hotelExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM hotels WHERE id = $1', [id]);
  return rows.length > 0;
}

function fieldValues(f: HotelFields): unknown[] {
  const rooms: StoredRoom[] = f.rooms.map((r) => ({
    type: r.type,
    price_paise: Math.round(r.price * 100),
    capacity: r.capacity,
    available: r.available,
    ...(r.description ? { description: r.description } : {}),
  }));
  return [
    f.name,
    f.location,
    f.state,
    f.type,
    f.rating,
    JSON.stringify(f.images),
    JSON.stringify(f.amenities),
    JSON.stringify(f.features),
    JSON.stringify(rooms),
    f.description,
    f.status,
    JSON.stringify(f.contact),
    f.openingDate ?? null,
    f.projectTimeline ? JSON.stringify(f.projectTimeline) : null,
    f.coordinates?.lat ?? null,
    f.coordinates?.lng ?? null,
  ];
}

function toStored(r: HotelRow): StoredHotel {
  const rooms: Room[] = r.rooms.map((room) => ({
    type: room.type,
    price: room.price_paise / 100,
    capacity: room.capacity,
    available: room.available,
    ...(room.description ? { description: room.description } : {}),
  }));
  const hotel: Hotel = {
    id: r.id,
    _id: r.id,
    name: r.name,
    location: r.location,
    state: r.state,
    type: r.type,
    rating: r.rating,
    shownRating: shownRating(r.rating, { count: r.review_count, sum: r.review_sum }),
    images: r.images,
    amenities: r.amenities,
    features: r.features,
    rooms,
    description: r.description,
    status: r.status,
    contact: r.contact,
    ...(r.opening_date ? { openingDate: r.opening_date } : {}),
    ...(r.project_timeline ? { projectTimeline: r.project_timeline } : {}),
    ...(r.latitude !== null && r.longitude !== null ? { coordinates: { lat: r.latitude, lng: r.longitude } } : {}),
  };
  return { hotel, revision: r.revision };
}

/**
 * Gives the sample hotels their coordinates where a database seeded before hotels had any is missing them;
 * a hotel an admin placed keeps its own. Returns how many were placed.
 */
export async function placeSampleHotels(db: Queryable, places: readonly { id: string; lat: number; lng: number }[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE hotels h SET latitude = p.lat, longitude = p.lng, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS p (id text, lat double precision, lng double precision)
      WHERE h.id = p.id AND h.latitude IS NULL`,
    [JSON.stringify(places)],
  );
  return rowCount ?? 0;
}
