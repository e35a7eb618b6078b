import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  bookingCreateSchema,
  bookingMessages,
  changeDatesSchema,
  checkedText,
  indiaToday,
  type AvailabilityCalendar,
  guestEmailConfirmRequestSchema,
  paiseToRupees,
  type BookingCreatedResponse,
  type GuestsHosted,
} from '@suvarna/contracts';
import { AppError, bearerToken, parseInput, type Auth } from '@suvarna/platform';
import type { BookingDeps } from '../../domain/booking-deps';
import { cancelOwnBooking, releaseOwnHold } from '../../domain/cancel-booking';
import { changeDates } from '../../domain/change-dates';
import { isIdempotencyKey } from '../../domain/booking-rules';
import { createBooking } from '../../domain/create-booking';
import { confirmGuestEmails } from '../../domain/guest-email';
import { availabilityCalendar, createBriefCache } from '../../domain/availability-calendar';
import { availability, guestsHosted, myBookings, readBooking, searchAvailability } from '../../domain/read-bookings';
import { wholeNumber } from './query-fields';
import { refuseNul } from './refuse-nul';

const date = (label: string) =>
  z
    .string({ error: bookingMessages.datesRequired })
    .pipe(checkedText(label))
    .pipe(z.string().min(1, bookingMessages.datesRequired).max(10, `${label}: ${bookingMessages.invalidDate}`));
const hotelId = z
  .string({ error: 'hotel_id is required' })
  .pipe(checkedText('hotel_id'))
  .pipe(z.string().min(1, 'hotel_id is required').max(64, 'Hotel not found (hotel_id)'));

const availabilityQuery = z.object({ hotel_id: hotelId, check_in: date('check_in'), check_out: date('check_out') });
const searchQuery = z.object({ check_in: date('check_in'), check_out: date('check_out'), guests: wholeNumber(1, 100, 2, 'Guests must be a whole number from 1 to 100') });
const calendarQuery = z.object({
  hotel_id: z
    .string({ error: 'hotel_id must be text' })
    .pipe(checkedText('hotel_id'))
    .pipe(z.string().max(64, 'Hotel not found (hotel_id)'))
    .optional()
    .transform((id) => (id ? id : undefined)),
  from: date('from'),
  to: date('to'),
});
const myBookingsQuery = z.object({ limit: wholeNumber(1, 500, 500, 'limit must be a whole number from 1 to 500') });

/** How long the home page's guest count is kept before it is counted again. */
const GUESTS_HOSTED_CACHE_SECONDS = 60;

/** A guest's bookings and the public availability reads. */
export function bookingRoutes(deps: BookingDeps, auth: Auth): Router {
  const router = Router();
  router.use('/api/bookings', refuseNul);

  router.get('/api/bookings/availability/search', async (req, res) => {
    const q = parseInput(searchQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await searchAvailability(deps, { checkIn: q.check_in, checkOut: q.check_out }, q.guests));
  });

  const calendars = createBriefCache<AvailabilityCalendar>({ ttlMs: deps.config.CALENDAR_CACHE_SECONDS * 1000 });
  /** Each night's lowest free price and whether it is sold out: public, and the same for everyone for a few seconds. */
  router.get('/api/bookings/availability/calendar', async (req, res) => {
    const q = parseInput(calendarQuery, req.query);
    const today = indiaToday();
    const answer = await calendars.get(JSON.stringify([q.hotel_id ?? null, q.from, q.to, today]), () =>
      availabilityCalendar(deps, { hotelId: q.hotel_id, from: q.from, to: q.to }, today),
    );
    res.setHeader('Cache-Control', `public, max-age=${deps.config.CALENDAR_CACHE_SECONDS}`);
    res.json(answer);
  });

  const hosted = createBriefCache<GuestsHosted>({ ttlMs: GUESTS_HOSTED_CACHE_SECONDS * 1000, maxEntries: 2 });
  /** The home page's Happy Guests figure: public, one count for everyone, a minute old at most. */
  router.get('/api/bookings/guests-hosted', async (_req, res) => {
    const today = indiaToday();
    const answer = await hosted.get(today, () => guestsHosted(deps, today));
    res.setHeader('Cache-Control', `public, max-age=${GUESTS_HOSTED_CACHE_SECONDS}`);
    res.json(answer);
  });

  router.get('/api/bookings/availability', async (req, res) => {
    const q = parseInput(availabilityQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await availability(deps, q.hotel_id, { checkIn: q.check_in, checkOut: q.check_out }));
  });

  router.post('/api/bookings/create', auth.requireAuth, async (req, res) => {
    const key = req.get('idempotency-key');
    if (key !== undefined && !isIdempotencyKey(key)) {
      throw AppError.badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters', 'invalid_idempotency_key');
    }
    const input = parseInput(bookingCreateSchema, req.body);
    // req.ip: the address the gateway saw (only the gateway's X-Forwarded-For is trusted).
    const { booking, replayed } = await createBooking(deps, { input, user: auth.getUser(req), idempotencyKey: key, clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    const body: BookingCreatedResponse = {
      booking_id: booking.id,
      confirmation_code: booking.confirmationCode,
      status: booking.status,
      payment_status: booking.paymentStatus,
      total_amount: paiseToRupees(booking.totalPaise),
    };
    res.status(201).json(body);
  });

  /** The link of the one question to a typed guest address: no sign-in (it proves the mailbox). */
  router.post('/api/bookings/guest-email/confirm', async (req, res) => {
    const { token } = parseInput(guestEmailConfirmRequestSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await confirmGuestEmails(deps, token));
  });

  router.get('/api/bookings/my-bookings', auth.requireAuth, async (req, res) => {
    const { limit } = parseInput(myBookingsQuery, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await myBookings(deps, auth.getUser(req), limit));
  });

  router.post('/api/bookings/:id/cancel', auth.requireAuth, async (req: Request<{ id: string }>, res) => {
    res.json(await cancelOwnBooking(deps, auth.getUser(req), req.params.id));
  });

  router.post('/api/bookings/:id/change-dates', auth.requireAuth, async (req: Request<{ id: string }>, res) => {
    const input = parseInput(changeDatesSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    const caller = { user: auth.getUser(req), token: bearerToken(req), origin: req.get('origin') };
    res.json(await changeDates(deps, caller, req.params.id, input));
  });

  /** The owner lets the rooms of an unpaid hold go: cancelled by the guest, nothing charged. */
  router.post('/api/bookings/:id/release', auth.requireAuth, async (req: Request<{ id: string }>, res) => {
    res.json(await releaseOwnHold(deps, auth.getUser(req), req.params.id));
  });

  router.get('/api/bookings/:id', auth.requireAuth, async (req: Request<{ id: string }>, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await readBooking(deps, auth.getUser(req), req.params.id));
  });

  return router;
}
