import { z } from 'zod';
import { checkedText, multiLineText, singleLineText } from './text';
import { MAX_ROOMS_PER_TYPE, MAX_SPECIAL_REQUESTS } from './booking-rules';
import { bookingCompanySchema } from './gst';

/*
 * Bookings over HTTP and as events. The HTTP shapes carry rupees as the spec shows them; events carry
 * integer paise. The form's checks (dates, rooms, guest) run in spec order in bookingFormProblem; these
 * schemas only check what each field is.
 */

/** Spec §4: pending → confirmed → completed by an admin; cancelled by payment expiry or cancellation. */
export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses the guest dashboard also knows how to show. */
export const displayedBookingStatuses = [...bookingStatuses, 'checked_in', 'checked_out'] as const;

export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

// ---------------------------------------------------------------- inputs

const optionalText = (label: string, max: number, multiline = false) =>
  z
    .union([z.string({ error: `${label} must be text` }), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => v ?? '')
    .pipe(multiline ? multiLineText(label, max, { required: false }) : singleLineText(label, max, { required: false }));

/** A date field as sent: checked as a date by bookingFormProblem, so that the messages keep the spec's order. */
const dateField = z
  .union([z.string(), z.null()], { error: 'Dates must be text (YYYY-MM-DD)' })
  .optional()
  .transform((v) => v ?? '')
  .pipe(checkedText('Dates'))
  .pipe(z.string().max(10, 'Dates must be real calendar dates (YYYY-MM-DD)'));

export const bookingRoomRequestSchema = z.object({
  type: z.string({ error: 'Each room needs its type' }).trim().min(1, 'Each room needs its type').pipe(singleLineText('Room type', 80)),
  quantity: z
    .number({ error: 'Room quantity must be a whole number' })
    .int('Room quantity must be a whole number')
    .min(0, 'Room quantity cannot be negative')
    .max(MAX_ROOMS_PER_TYPE, `At most ${MAX_ROOMS_PER_TYPE} rooms of one type per booking`),
});

export const guestInfoSchema = z.object({
  name: optionalText('Guest name', 120),
  email: optionalText('Guest email', 254),
  phone: optionalText('Guest phone', 30),
  address: optionalText('Guest address', 300),
});
export type GuestInfo = z.infer<typeof guestInfoSchema>;

/** POST /api/bookings/create (spec: Booking create payload), plus the optional number of guests. */
export const bookingCreateSchema = z.object({
  hotel_id: z.string({ error: 'Please choose a hotel' }).trim().min(1, 'Please choose a hotel').pipe(singleLineText('Hotel', 64)),
  check_in: dateField,
  check_out: dateField,
  rooms: z
    .array(bookingRoomRequestSchema, { error: 'Rooms must be a list of { type, quantity }' })
    .max(20, 'Too many room types')
    .refine((rooms) => new Set(rooms.map((r) => r.type)).size === rooms.length, 'Each room type may appear once'),
  guest_info: guestInfoSchema.default({ name: '', email: '', phone: '', address: '' }),
  special_requests: optionalText('Special requests', MAX_SPECIAL_REQUESTS, true),
  /** Rupees, as the page computed them; the server refuses a total that differs from its own. */
  total_amount: z.number({ error: 'Total amount must be a number of rupees' }).nonnegative('Total amount cannot be negative'),
  guests: z.number({ error: 'Guests must be a whole number' }).int('Guests must be a whole number').min(1).max(100).optional(),
  /** A business guest's company and GSTIN, for the tax invoice (the GSTIN's check character is checked). */
  company: bookingCompanySchema,
});
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const bookingCreatedResponseSchema = z.object({
  booking_id: z.string(),
  confirmation_code: z.string(),
  status: z.enum(bookingStatuses),
  payment_status: z.enum(paymentStatuses),
  total_amount: z.number(),
});
export type BookingCreatedResponse = z.infer<typeof bookingCreatedResponseSchema>;

/** PATCH /api/admin/bookings/{id}/status. Any status parses; the service answers 409 for a move it does not allow. */
export const bookingStatusUpdateSchema = z.object({
  status: z.enum(bookingStatuses, { error: `Status must be one of ${bookingStatuses.join(', ')}` }),
});

// ---------------------------------------------------------------- reads

export const bookedRoomSchema = z.object({
  type: z.string(),
  quantity: z.number().int(),
  /** Rupees per room per night at the time of booking. */
  price: z.number(),
  /** price × quantity × nights, rupees. */
  amount: z.number(),
});
export type BookedRoom = z.infer<typeof bookedRoomSchema>;

export const bookingHotelSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const bookingStatusChangeSchema = z.object({
  status: z.enum(bookingStatuses),
  at: z.string(),
  by_name: z.string().nullable(),
  by_role: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A booking as read (spec: Booking (as read)), with the full price breakdown. Amounts in rupees. */
export const bookingSchema = z.object({
  id: z.string(),
  _id: z.string(),
  confirmation_code: z.string(),
  status: z.enum(bookingStatuses),
  payment_status: z.enum(paymentStatuses),
  hotel: bookingHotelSchema,
  hotelName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int().nullable(),
  rooms: z.array(bookedRoomSchema),
  guestInfo: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  specialRequests: z.string(),
  roomTotal: z.number(),
  taxes: z.number(),
  totalAmount: z.number(),
  currency: z.literal('INR'),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first. */
  statusHistory: z.array(bookingStatusChangeSchema),
  /** While a pending booking waits for its payment: when its rooms stop being held (ISO); else null. */
  hold_expires_at: z.string().nullable().optional(),
  /** The guest's cancellation policy for this booking now (free until 48 hours before check-in, India time). */
  cancellation: z.object({ allowed: z.boolean(), deadline: z.string(), reason: z.string().nullable() }).optional(),
  /** The company the tax invoice is billed to, when the guest gave one at booking. */
  company: z.object({ name: z.string(), gstin: z.string() }).nullable().optional(),
  /**
   * A change of dates waiting for its difference to be paid (the booking page, for its guest): the new stay, what it
   * costs more (rupees) and until when its nights are held; null when there is none. The stay keeps its dates until paid.
   */
  pending_date_change: z
    .object({ date_change_id: z.string(), check_in: z.string(), check_out: z.string(), nights: z.number().int(), total_amount: z.number(), difference: z.number(), hold_expires_at: z.string() })
    .nullable()
    .optional(),
  /**
   * What the guest reads (guestBookingStatus): a paid stay is Confirmed even before the hotel presses Confirm, an
   * unpaid hold Awaiting Payment, a cancelled one says whether anything was charged.
   */
  guest_status: z
    .object({ state: z.enum(['awaiting_payment', 'confirmed', 'completed', 'cancelled']), label: z.string(), payment_label: z.string() })
    .optional(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

/** GET /api/bookings/availability?hotel_id=&check_in=&check_out= */
export const availabilitySchema = z.object({
  hotel_id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  bookable: z.boolean(),
  rooms: z.array(
    z.object({
      type: z.string(),
      /** Rupees per night. */
      price: z.number(),
      capacity: z.number().int(),
      /** Rooms of this type in the hotel. */
      available: z.number().int(),
      /** Rooms of this type free on every night of the stay. */
      free: z.number().int(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * GET /api/bookings/availability/search?check_in=&check_out=&guests= : every bookable hotel for those
 * nights, for the dates-and-guests search on /hotels.
 */
export const availabilitySearchSchema = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  hotels: z.array(
    availabilitySchema.omit({ check_in: true, check_out: true, nights: true }).extend({
      /** Whether rooms free on every night can hold the guests. */
      fits: z.boolean(),
      /** Rupees for the whole stay, taxes and fees included, in the cheapest rooms that hold the guests; null when none do. */
      stay_total: z.number().nullable(),
      /** The rooms `stay_total` is for (the cheapest that hold the guests), so the page can say how many; empty when none do. Added later: optional. */
      stay_rooms: z.array(z.object({ type: z.string(), quantity: z.number().int() })).optional(),
    }),
  ),
});
export type AvailabilitySearch = z.infer<typeof availabilitySearchSchema>;

/** The most nights one calendar query may cover: two months shown side by side, at their longest. */
export const CALENDAR_MAX_NIGHTS = 62;

/**
 * GET /api/bookings/availability/calendar?hotel_id=&from=&to= : each night from `from` (or today in India,
 * when later) up to but not including `to`, with the lowest price of a room free that night at the hotel
 * (or, without hotel_id, at any bookable hotel) and whether nothing is free.
 */
export const availabilityCalendarSchema = z.object({
  /** Null: every bookable hotel. */
  hotel_id: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** Whether the hotel (or any hotel, without hotel_id) takes bookings at all. */
  bookable: z.boolean(),
  nights: z.array(
    z.object({
      date: z.string(),
      /** Rupees for the cheapest room type with a room free that night; null when none is. */
      price: z.number().nullable(),
      /** Rooms free that night, over every room type (and hotel). */
      free: z.number().int(),
      sold_out: z.boolean(),
    }),
  ),
});
export type AvailabilityCalendar = z.infer<typeof availabilityCalendarSchema>;

export const adminBookingSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Rupees of paid bookings. */
  revenue: z.number(),
});

/** GET /api/admin/bookings?q=&status=&check_in_from=&check_in_to=&page=&page_size= : newest first. */
export const adminBookingPageSchema = z.object({
  bookings: z.array(bookingSchema),
  /** Bookings matching the search and filter. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Over every booking, whatever the search. */
  summary: adminBookingSummarySchema,
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** GET /api/admin/dashboard/stats. A figure is null when the service that owns it did not answer. */
export const dashboardStatsSchema = z.object({
  total_users: z.number().int().nullable(),
  total_bookings: z.number().int().nullable(),
  /** Rupees of paid bookings. */
  total_revenue: z.number().nullable(),
  active_hotels: z.number().int().nullable(),
  /** Names of the figures that could not be read. */
  unavailable: z.array(z.string()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/bookings/guests-hosted: the home page's Happy Guests figure. Guests (accounts) who have paid for a stay
 * that has begun, each counted once however often they came.
 */
export const guestsHostedSchema = z.object({ guests: z.number().int().nonnegative() });
export type GuestsHosted = z.infer<typeof guestsHostedSchema>;

/** GET /api/admin/bookings/analytics: what /admin/analytics draws. */
export const bookingAnalyticsSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM, India time, oldest first. */
      month: z.string(),
      /** Bookings made that month, cancelled ones included. */
      bookings: z.number().int(),
      /** Rupees of the paid bookings made that month. */
      revenue: z.number(),
      /** Rupees of the bookings made that month that were not cancelled, paid or not. */
      booked_value: z.number(),
    }),
  ),
  occupancy: z.array(
    z.object({
      hotel_id: z.string(),
      hotel_name: z.string(),
      room_nights_sold: z.number().int(),
      room_nights_available: z.number().int(),
      /** 0 to 1. */
      rate: z.number(),
    }),
  ),
  /** The nights the occupancy covers: [from, to). */
  window: z.object({ from: z.string(), to: z.string() }),
});
export type BookingAnalytics = z.infer<typeof bookingAnalyticsSchema>;

/**
 * GET /api/admin/bookings/inventory-warnings?hotel_id= : nights from today on where more rooms are sold
 * than the hotel now has (an admin lowered `available` after they were booked). Nothing booked is changed.
 * POST /api/admin/bookings/inventory-check { hotel_id, rooms: [{ type, available }] } answers the same for
 * counts an admin is about to save.
 */
export const inventoryWarningsSchema = z.object({
  hotel_id: z.string(),
  warnings: z.array(
    z.object({
      hotel_id: z.string(),
      hotel_name: z.string(),
      room_type: z.string(),
      /** Rooms of the type (now, or as proposed). */
      available: z.number().int(),
      /** Oldest first. */
      nights: z.array(z.object({ night: z.string(), sold: z.number().int() })),
    }),
  ),
});
export type InventoryWarnings = z.infer<typeof inventoryWarningsSchema>;

export const inventoryCheckSchema = z.object({
  hotel_id: z.string({ error: 'Hotel is required' }).pipe(checkedText('Hotel')).pipe(z.string().min(1, 'Hotel is required').max(64, 'Hotel id is too long')),
  rooms: z
    .array(
      z.object({
        type: z
          .string({ error: 'Each room needs its type' })
          .pipe(checkedText('Room type'))
          .pipe(z.string().min(1, 'Each room needs its type').max(80, 'Room type is too long')),
        available: z.number({ error: 'Available rooms must be a number' }).int('Available rooms must be a whole number').min(0).max(10_000),
      }),
      { error: 'Rooms must be a list of { type, available }' },
    )
    .max(20, 'Too many room types'),
});
export type InventoryCheck = z.infer<typeof inventoryCheckSchema>;

// ---------------------------------------------------------------- events (money in paise)

export const eventRoomSchema = z.object({ type: z.string(), quantity: z.number().int().positive(), pricePaise: z.number().int().nonnegative() });

/**
 * What every booking event carries of the booking, and what payment events carry of it since their v2: a
 * consumer acts on the event alone, without waiting for another one or asking the booking service.
 */
export const bookingFactsSchema = z.object({
  bookingId: z.string(),
  confirmationCode: z.string(),
  userId: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  hotelLocation: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().positive(),
  guests: z.number().int().nullable(),
  rooms: z.array(eventRoomSchema).min(1),
  roomTotalPaise: z.number().int().nonnegative(),
  taxesPaise: z.number().int().nonnegative(),
  totalPaise: z.number().int().nonnegative(),
  currency: z.literal('INR'),
  guestName: z.string(),
  guestEmail: z.string(),
  /** The booking account's own address: the booking's e-mails go there (absent in events of older versions). */
  accountEmail: z.string().optional(),
  /** The account's address was verified when the booking was made (its token said so). */
  accountEmailVerified: z.boolean().optional(),
  /** The typed guest address also receives them: its owner confirmed (one click), or it is the account's own. */
  guestEmailConfirmed: z.boolean().optional(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** The hotel's state and address when booked: where the stay is supplied, for its tax invoice (absent in older events). */
  hotelState: z.string().optional(),
  hotelAddress: z.string().optional(),
  /** The business guest's company and its GSTIN, when given at booking: the invoice is billed to it. */
  company: z.object({ name: z.string(), gstin: z.string() }).nullable().optional(),
  /** How many times the stay's dates were changed: its calendar file's SEQUENCE (absent: never). */
  stayRevision: z.number().int().nonnegative().optional(),
});

/**
 * booking.created v1: a pending booking that holds its rooms. `guestEmailConfirmationToken`: the guest address
 * is another than the account's; notify asks it once, with this one-time token, whether it wants the e-mails.
 */
export type BookingFacts = z.infer<typeof bookingFactsSchema>;

export const bookingCreatedSchema = bookingFactsSchema.extend({ createdAt: z.string(), guestEmailConfirmationToken: z.string().optional() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** booking.guest-email-confirmed v1: the guest address asked for the booking's e-mails from now on. */
export const bookingGuestEmailConfirmedSchema = bookingFactsSchema.extend({ confirmedAt: z.string() });
export type BookingGuestEmailConfirmed = z.infer<typeof bookingGuestEmailConfirmedSchema>;

/** booking.status-changed v1: the booking after the change, who made it and from what. */
export const bookingStatusChangedSchema = bookingFactsSchema.extend({
  from: z.enum(bookingStatuses),
  changedBy: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  reason: z.string().nullable(),
  changedAt: z.string(),
});
export type BookingStatusChanged = z.infer<typeof bookingStatusChangedSchema>;

/**
 * booking.cancelled v1: the booking after its cancellation (rooms released). `refund`: what it paid is to go
 * back to the guest in full (payment refunds it). `kind` says who or what cancelled it.
 */
export const bookingCancelledSchema = bookingFactsSchema.extend({
  kind: z.enum(['guest', 'admin', 'hold_lapsed', 'payment_expired', 'payment_refunded', 'late_payment']),
  reason: z.string(),
  refund: z.boolean(),
  cancelledBy: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  cancelledAt: z.string(),
});
export type BookingCancelled = z.infer<typeof bookingCancelledSchema>;

// ---------------------------------------------------------------- the guest address's one question

/** POST /api/bookings/guest-email/confirm: the token of the link sent to a typed guest address. */
export const guestEmailConfirmRequestSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete'),
});
export type GuestEmailConfirmRequest = z.infer<typeof guestEmailConfirmRequestSchema>;

export const guestEmailConfirmedResponseSchema = z.object({
  message: z.string(),
  hotel_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
});
export type GuestEmailConfirmedResponse = z.infer<typeof guestEmailConfirmedResponseSchema>;

export const guestEmailMessages = {
  confirmed: 'Thank you: the e-mails about this stay will come to you as well.',
  invalid: 'This link is not valid. It may be incomplete; please open it again from the e-mail.',
  over: 'This stay is no longer booked, so there is nothing more to send.',
} as const;
