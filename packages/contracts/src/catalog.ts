import { z } from 'zod';
import { checkedText, multiLineText, singleLineText } from './text';

/** Hotel statuses: `future` appears only on public pages; `inactive` only in the hotels admin. */
export const hotelStatuses = ['active', 'pre-opening', 'inactive', 'future'] as const;
export type HotelStatus = (typeof hotelStatuses)[number];
/** What the public hotel list may be filtered by; inactive hotels are never listed publicly. */
export const publicHotelStatuses = ['active', 'pre-opening', 'future'] as const;

export const partnerTypes = [
  'AI Technology Partner',
  'Government Partner',
  'Sustainability Partner',
  'F&B Partner',
  'Activity Partner',
  'Wellness Partner',
] as const;

export const MAX_REVIEW_COMMENT = 2000;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const isoDateInput = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(isoDate, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isRealDate, `${label} must be a real calendar date`);

// ---------------------------------------------------------------- read models (API shapes)

export const roomSchema = z.object({
  type: z.string(),
  /** Rupees per night. */
  price: z.number(),
  capacity: z.number().int(),
  /** Rooms of this type; 0 for hotels that have not opened. */
  available: z.number().int(),
  description: z.string().optional(),
});
export type Room = z.infer<typeof roomSchema>;

export const hotelContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type HotelContact = z.infer<typeof hotelContactSchema>;

export const projectMilestoneSchema = z.object({
  phase: z.string(),
  /** A month (YYYY-MM) or a quarter label such as '2026 Q2'. */
  date: z.string(),
  description: z.string().optional(),
});
export type ProjectMilestone = z.infer<typeof projectMilestoneSchema>;

/** Where a hotel is (WGS 84 degrees), for the map of India; India's mainland and islands lie within these bounds. */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;
export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/**
 * The rating a hotel is shown with, the same on every card, hotel page, admin screen and AI answer
 * (made by `shownRating` in catalog-rules): its guests' reviews where it has any, else its own rating.
 */
export const shownRatingSchema = z.discriminatedUnion('source', [
  /** The mean of the hotel's reviews (one decimal) and how many there are. */
  z.object({ source: z.literal('reviews'), score: z.number(), reviews: z.number().int().positive() }),
  /** No reviews yet: the rating the chain gives the hotel, shown as "Hotel rating" and never with a review count. */
  z.object({ source: z.literal('hotel'), score: z.number() }),
  /** Neither reviews nor a rating of its own (future projects carry 0). */
  z.object({ source: z.literal('none') }),
]);
export type ShownRating = z.infer<typeof shownRatingSchema>;

export const hotelSchema = z.object({
  id: z.string(),
  /** Same value as id: older clients read `_id`. */
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  type: z.string(),
  /** The hotel's own rating, as the admin sets it (0 for future projects). Guests are shown `shownRating`. */
  rating: z.number(),
  /** What every screen shows as the hotel's rating: from its reviews where it has any. */
  shownRating: shownRatingSchema,
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  features: z.array(z.string()),
  rooms: z.array(roomSchema),
  description: z.string(),
  status: z.enum(hotelStatuses),
  contact: hotelContactSchema,
  /** ISO date (YYYY-MM-DD) for pre-opening and future hotels. */
  openingDate: z.string().optional(),
  projectTimeline: z.array(projectMilestoneSchema).optional(),
  /** Where the hotel is, for its pin on the map of India; absent when not known. */
  coordinates: coordinatesSchema.optional(),
});
export type Hotel = z.infer<typeof hotelSchema>;
export const hotelListSchema = z.array(hotelSchema);

export const teamMemberSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  position: z.string(),
  /** May be empty: the page then shows a placeholder. */
  image: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  email: z.string(),
  /** 'National' or an Indian state. */
  region: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const partnerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  /** One of partnerTypes; anything else is shown with the default style. */
  type: z.string(),
  logo: z.string(),
  description: z.string(),
  website: z.string().optional(),
  partnership: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  hotel_id: z.string(),
  user_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** When the review was written (ISO date-time). */
  date: z.string(),
  stay_date: z.string().nullable(),
  verified_stay: z.boolean(),
  helpful_count: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Rounded to one decimal; 0 when there are no reviews. */
  average_rating: z.number(),
  total_reviews: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/**
 * GET /api/reviews/summary: what the AI page's Guest Satisfaction is counted from. Every review of every hotel, and
 * how many of them rate the stay 4 or 5 stars.
 */
export const reviewSummarySchema = z.object({
  total_reviews: z.number().int().nonnegative(),
  rated_4_or_5: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema,
});
export type ReviewSubmitResponse = z.infer<typeof reviewSubmitResponseSchema>;

// ---------------------------------------------------------------- inputs

/** Says "required" for a missing value and names the expected kind for a wrong one. */
const requiredOr = (label: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : wrongType;

/** A form's blank field (empty string or null) means the field was not given. */
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Forms send numbers from text inputs: a numeric string is read as its number, blank as absent. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return blankAsAbsent(v);
  }, schema);

const requiredText = (label: string, max: number) => singleLineText(label, max);

/** A list from a form: blank entries (the form's empty rows) are dropped, the rest trimmed. */
const formList = (label: string, maxItems: number, maxLength: number, item: z.ZodType<string, string> = z.string()) =>
  z
    .array(checkedText(label), { error: `${label} must be a list of text entries` })
    .transform((list) => list.filter((s) => s.length > 0))
    .pipe(
      z
        .array(z.string().max(maxLength, `Each entry of ${label.toLowerCase()} must be at most ${maxLength} characters`).pipe(item))
        .max(maxItems, `${label} may have at most ${maxItems} entries`),
    )
    .nullish()
    .transform((list) => list ?? []);

const imageUrl = z
  .string()
  .refine((s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)[^\s]*$/.test(s), 'Each image must be an http(s) address or a site path starting with /');

export const roomInputSchema = z.object({
  type: requiredText('Room type', 80),
  price: formNumber(
    z
      .number({ error: requiredOr('Room price', 'Room price must be a number') })
      .int('Room price must be a whole number of rupees')
      .positive('Room price must be above 0')
      .max(10_000_000, 'Room price is too high'),
  ),
  capacity: formNumber(
    z
      .number({ error: requiredOr('Room capacity', 'Room capacity must be a number') })
      .int('Room capacity must be a whole number')
      .min(1, 'Room capacity must be between 1 and 20')
      .max(20, 'Room capacity must be between 1 and 20'),
  ),
  available: formNumber(
    z
      .number({ error: requiredOr('Available rooms', 'Available rooms must be a number') })
      .int('Available rooms must be a whole number')
      .min(0, 'Available rooms cannot be negative')
      .max(10_000, 'Available rooms is too high'),
  ),
  description: multiLineText('Room description', 500, { required: false }).optional(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

/** Default room of a hotel added without rooms (spec: business constants). */
export const defaultRoom: Room = { type: 'Standard Room', price: 10000, capacity: 2, available: 20 };
export const DEFAULT_HOTEL_RATING = 4;

/**
 * Body of POST and PUT /api/admin/hotels[/id]. PUT replaces every editable field, so both use the
 * same rules and defaults.
 */
export const hotelInputSchema = z
  .object({
    name: requiredText('Name', 120),
    type: requiredText('Type', 80),
    location: requiredText('Location', 80),
    state: requiredText('State', 80),
    description: multiLineText('Description', 2000, { required: false }).optional().transform((s) => s ?? ''),
    rating: formNumber(
      z
        .number({ error: 'Rating must be a number' })
        .min(0, 'Rating must be between 1 and 5')
        .max(5, 'Rating must be between 1 and 5')
        .optional(),
    ).transform((r) => r ?? DEFAULT_HOTEL_RATING),
    images: formList('Images', 20, 2000, imageUrl),
    amenities: formList('Amenities', 40, 100),
    features: formList('Features', 40, 300),
    rooms: z
      .array(roomInputSchema, { error: 'Rooms must be a list' })
      .max(20, 'A hotel may have at most 20 room types')
      .nullish()
      .transform((rooms): Room[] => (rooms && rooms.length > 0 ? rooms : [defaultRoom]))
      .refine((rooms) => new Set(rooms.map((r) => r.type.toLowerCase())).size === rooms.length, 'Room types must be unique within a hotel'),
    status: z
      .preprocess(blankAsAbsent, z.enum(hotelStatuses, { error: `Status must be one of ${hotelStatuses.join(', ')}` }).optional())
      .transform((s): HotelStatus => s ?? 'active'),
    contact: z
      .object({
        phone: singleLineText('Contact phone', 40, { required: false }).optional(),
        email: singleLineText('Contact email', 254, { required: false }).optional(),
        address: singleLineText('Contact address', 300, { required: false }).optional(),
      })
      .nullish(),
    openingDate: z.preprocess(blankAsAbsent, isoDateInput('Opening date').optional()),
    coordinates: z
      .object({
        lat: formNumber(
          z
            .number({ error: requiredOr('Latitude', 'Latitude must be a number') })
            .min(INDIA_BOUNDS.minLat, `Latitude must be between ${INDIA_BOUNDS.minLat} and ${INDIA_BOUNDS.maxLat} (India)`)
            .max(INDIA_BOUNDS.maxLat, `Latitude must be between ${INDIA_BOUNDS.minLat} and ${INDIA_BOUNDS.maxLat} (India)`),
        ),
        lng: formNumber(
          z
            .number({ error: requiredOr('Longitude', 'Longitude must be a number') })
            .min(INDIA_BOUNDS.minLng, `Longitude must be between ${INDIA_BOUNDS.minLng} and ${INDIA_BOUNDS.maxLng} (India)`)
            .max(INDIA_BOUNDS.maxLng, `Longitude must be between ${INDIA_BOUNDS.minLng} and ${INDIA_BOUNDS.maxLng} (India)`),
        ),
      })
      .nullish()
      .transform((c) => (c ? { lat: Math.round(c.lat * 1e5) / 1e5, lng: Math.round(c.lng * 1e5) / 1e5 } : undefined)),
    projectTimeline: z
      .array(
        z.object({
          phase: requiredText('Timeline phase', 120),
          date: requiredText('Timeline date', 40),
          description: multiLineText('Timeline description', 500, { required: false }).optional(),
        }),
      )
      .max(20)
      .nullish()
      .transform((t) => t ?? undefined),
  })
  // Future hotels carry no rating yet (spec: rating 0 for future); every other hotel is rated 1 to 5.
  .refine((h) => h.rating >= 1 || (h.status === 'future' && h.rating === 0), { message: 'Rating must be between 1 and 5', path: ['rating'] });
export type HotelInput = z.infer<typeof hotelInputSchema>;
export type HotelInputBody = z.input<typeof hotelInputSchema>;

export const reviewSubmitSchema = z.object({
  hotel_id: singleLineText('Hotel', 64),
  rating: formNumber(
    z
      .number({ error: requiredOr('Rating', 'Rating must be a whole number from 1 to 5') })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
  ),
  comment: multiLineText('Comment', MAX_REVIEW_COMMENT),
  /** Giving the date of the stay marks the review as a verified stay. */
  stay_date: z.preprocess(blankAsAbsent, isoDateInput('Stay date').optional()).transform((d) => d ?? null),
});
export type ReviewSubmitInput = z.input<typeof reviewSubmitSchema>;
export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;

// ---------------------------------------------------------------- events

/** catalog.hotel-changed v1 (legacy, float rupees): still read, no longer published. */
export const hotelChangedV1Schema = z.object({
  hotelId: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  status: z.enum(hotelStatuses),
  rooms: z.array(z.object({ type: z.string(), price: z.number(), capacity: z.number().int(), available: z.number().int() })),
  revision: z.number().int().positive(),
});
export type HotelChangedV1 = z.infer<typeof hotelChangedV1Schema>;

/**
 * catalog.hotel-changed v2: what other services keep of a hotel to price and hold rooms and to write to
 * guests without calling the catalog. Prices in integer paise per night; available is the number of
 * rooms of the type.
 */
export const hotelChangedSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  status: z.enum(hotelStatuses),
  contact: hotelContactSchema,
  rooms: z.array(
    z.object({ type: z.string(), pricePaise: z.number().int().nonnegative(), capacity: z.number().int(), available: z.number().int() }),
  ),
  /** Grows with every change of the hotel, so that a consumer can ignore an older copy arriving late. */
  revision: z.number().int().positive(),
  // What the hotel offers, for services that describe or recommend it (the AI service). Optional: added
  // after v2 was first published, so events and snapshots without them still parse.
  type: z.string().optional(),
  rating: z.number().optional(),
  description: z.string().optional(),
  amenities: z.array(z.string()).optional(),
  features: z.array(z.string()).optional(),
  /** ISO date a pre-opening or future hotel opens (added later, optional like the fields above). */
  openingDate: z.string().optional(),
  /** The rating guests are shown (from reviews where there are any); a new review publishes the hotel again. Added later, optional. */
  shownRating: shownRatingSchema.optional(),
});
export type HotelChanged = z.infer<typeof hotelChangedSchema>;

/** Reads either version of catalog.hotel-changed as v2. */
export function hotelChangedAsV2(version: number, data: unknown): HotelChanged {
  if (version === 2) return hotelChangedSchema.parse(data);
  if (version === 1) {
    const v1 = hotelChangedV1Schema.parse(data);
    return {
      ...v1,
      contact: { phone: '', email: '', address: `${v1.location}, ${v1.state}` },
      rooms: v1.rooms.map(({ price, ...room }) => ({ ...room, pricePaise: Math.round(price * 100) })),
    };
  }
  throw new Error(`catalog.hotel-changed version ${version} is not known`);
}

export const hotelRemovedSchema = z.object({ hotelId: z.string() });
export type HotelRemoved = z.infer<typeof hotelRemovedSchema>;
