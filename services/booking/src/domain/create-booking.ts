import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  bookingFormProblem,
  bookingMessages,
  indiaToday,
  priceStay,
  rupeesToPaise,
  stayNights,
  type BookingCreate,
  type BookingCreated,
} from '@suvarna/contracts';
import { AppError, businessNow, type AuthUser } from '@suvarna/platform';
import {
  bookRooms,
  CONFIRMATION_CODE_CONSTRAINT,
  findByIdempotencyKey,
  IDEMPOTENCY_CONSTRAINT,
  listUnpaidHolds,
  type NewBooking,
  type StoredBooking,
  type UnpaidHoldTotals,
} from '../data-access/booking-repository';
import { readHotelRooms, type InventoryHotel, type InventoryRoom } from '../data-access/inventory-repository';
import type { BookingDeps } from './booking-deps';
import { newConfirmationCode, requestDigest, roomsUnavailableDetail, totalMismatchDetail } from './booking-rules';
import { bookingSnapshot } from './booking-view';
import { holdRefusal } from './hold-caps';

export interface CreateBookingRequest {
  input: BookingCreate;
  user: AuthUser;
  /** The client's Idempotency-Key header: the same key and request give the same booking. */
  idempotencyKey?: string;
  /** The address the gateway saw: the question to a typed guest address counts against it. */
  clientAddress: string;
}

export interface CreatedBooking {
  booking: StoredBooking;
  /** True when an earlier request with the same Idempotency-Key made this booking. */
  replayed: boolean;
}

const emailSchema = z.email();
const ATTEMPTS = 3;

/**
 * Books rooms: checks the request in the order the booking page does, takes the rooms on every night
 * (the database refuses a night beyond its rooms), prices the stay itself and refuses a total that
 * differs, then stores the pending booking and its booking.created event in the same transaction.
 */
export async function createBooking(deps: BookingDeps, request: CreateBookingRequest): Promise<CreatedBooking> {
  const { input, user, idempotencyKey } = request;
  const digest = requestDigest(input);
  checkForm(input);
  const typedGuest = input.guest_info.email.toLowerCase() !== user.email.toLowerCase();
  // A repeated request is answered in the booking's statement; asked first only where the question to a typed
  // guest address would otherwise be counted again.
  if (idempotencyKey && typedGuest) {
    const earlier = await findByIdempotencyKey(deps.pool, user.id, idempotencyKey);
    if (earlier) return replay(earlier, digest);
  }

  // Asked of Redis before the booking's statement, which then waits on nothing but Postgres while it holds the rooms.
  const guest = await guestEmailQuestion(deps, user, input.guest_info.email, request.clientAddress);
  for (let attempt = 1; ; attempt++) {
    try {
      // The hotel as last read (the statement checks it under its locks), read again after a stale answer.
      const booked = await bookRoomsOnce(deps, request, digest, guest, attempt > 1);
      if (booked === 'stale') {
        if (attempt < ATTEMPTS) continue;
        throw new AppError('The hotel\'s rooms changed while you booked; please try again.', { code: 'inventory_changed', status: 409 });
      }
      return booked.replayed ? replay(booked.booking, digest) : booked;
    } catch (err) {
      if (err instanceof AppError && idempotencyKey && (err.code === 'hotel_not_found' || err.code === 'unknown_room_type')) {
        // A refusal before the statement (the hotel since removed, say): a repeat of a request that booked is still its booking.
        const earlier = await findByIdempotencyKey(deps.pool, user.id, idempotencyKey);
        if (earlier) return replay(earlier, digest);
      }
      const constraint = uniqueViolation(err);
      if (constraint === IDEMPOTENCY_CONSTRAINT && idempotencyKey) {
        // The same key arrived twice at once: the other request's booking is the answer.
        const earlier = await findByIdempotencyKey(deps.pool, user.id, idempotencyKey);
        if (earlier) return replay(earlier, digest);
      }
      // Two codes out of 32^8 met: draw another.
      if (constraint === CONFIRMATION_CODE_CONSTRAINT && attempt < ATTEMPTS) continue;
      throw err;
    }
  }
}

/**
 * The booking page's checks in its order (the 30-night limit among them), then the guest e-mail's form: all
 * before any work, since the stay's length sizes the work (a night counter per night and room type).
 */
function checkForm(input: BookingCreate): void {
  const problem = bookingFormProblem(
    { checkIn: input.check_in, checkOut: input.check_out, rooms: input.rooms, guestName: input.guest_info.name, guestEmail: input.guest_info.email },
    indiaToday(businessNow()),
  );
  if (problem) throw AppError.badRequest(problem, 'validation_failed');
  if (!emailSchema.safeParse(input.guest_info.email).success) throw AppError.badRequest(bookingMessages.invalidEmail, 'validation_failed');
}

type HotelView = NonNullable<Awaited<ReturnType<typeof readHotelRooms>>>;
/**
 * The hotels (with their room types) as booking last read them, per pool: the booking statement checks them
 * under its locks. One read at a time per hotel: a burst of bookings for a hotel not read yet shares one.
 */
const hotelViews = new WeakMap<object, Map<string, { view: Promise<HotelView | undefined>; readAt: number }>>();
/** How long a hotel as read serves bookings (a change in between is caught by the statement and read again). */
const HOTEL_VIEW_MS = 60_000;

async function hotelView(deps: BookingDeps, hotelId: string, fresh: boolean): Promise<HotelView | undefined> {
  let views = hotelViews.get(deps.pool);
  if (!views) hotelViews.set(deps.pool, (views = new Map()));
  const known = views.get(hotelId);
  if (known && !fresh && Date.now() - known.readAt < HOTEL_VIEW_MS) return known.view;
  const read = { view: readHotelRooms(deps.pool, hotelId), readAt: Date.now() };
  views.set(hotelId, read);
  try {
    const view = await read.view;
    // Unknown hotels are not kept: ids come from requests.
    if (!view && views.get(hotelId) === read) views.delete(hotelId);
    return view;
  } catch (err) {
    if (views.get(hotelId) === read) views.delete(hotelId);
    throw err;
  }
}

/**
 * One try at the booking: checked against the hotel as read (its absence, an unknown room type), priced, then
 * taken and written by one statement, which refuses it (rooms, the hotel's status, the total, the hold caps, in
 * the order the booking page words them) or says the hotel changed since it was read ('stale').
 */
async function bookRoomsOnce(
  deps: BookingDeps,
  { input, user, idempotencyKey }: CreateBookingRequest,
  digest: string,
  guest: GuestEmailQuestion,
  fresh: boolean,
): Promise<CreatedBooking | 'stale'> {
  // Sorted by type: every booking locks room types and their night counters in one order.
  const wanted = input.rooms.filter((r) => r.quantity > 0).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const nights = stayNights(input.check_in, input.check_out);

  let view = await hotelView(deps, input.hotel_id, fresh);
  // Not known as read: read again before saying so (a hotel added since).
  if ((!view || view.hotel.removed) && !fresh) view = await hotelView(deps, input.hotel_id, true);
  if (!view || view.hotel.removed) throw AppError.notFound('Hotel not found', 'hotel_not_found');
  const { hotel } = view;
  const byType = new Map(view.rooms.map((r) => [r.type, r]));
  const unknown = wanted.find((r) => !byType.has(r.type));
  if (unknown) {
    if (!fresh) return 'stale';
    throw AppError.badRequest(`${hotel.name} has no room type "${unknown.type}"`, 'unknown_room_type');
  }

  const price = priceStay(
    wanted.map((w) => ({ type: w.type, quantity: w.quantity, pricePaise: byType.get(w.type)!.pricePaise })),
    nights.length,
  );
  const id = randomUUID();
  const createdAt = businessNow().toISOString();
  const booking: NewBooking = {
    id,
    confirmationCode: newConfirmationCode(),
    userId: user.id,
    hotelId: hotel.id,
    hotel: {
      name: hotel.name,
      location: hotel.location,
      state: hotel.state,
      address: hotel.contact.address,
      phone: hotel.contact.phone,
      email: hotel.contact.email,
    },
    checkIn: input.check_in,
    checkOut: input.check_out,
    nights: nights.length,
    guests: input.guests ?? null,
    // In the order the guest listed them.
    rooms: input.rooms.filter((r) => r.quantity > 0).map((r) => ({ type: r.type, quantity: r.quantity, price_paise: byType.get(r.type)!.pricePaise })),
    guestName: input.guest_info.name,
    guestEmail: input.guest_info.email,
    guestPhone: input.guest_info.phone,
    guestAddress: input.guest_info.address,
    specialRequests: input.special_requests,
    roomTotalPaise: price.roomTotalPaise,
    taxesPaise: price.taxesPaise,
    totalPaise: price.totalPaise,
    status: 'pending',
    paymentStatus: 'pending',
    statusHistory: [{ status: 'pending', at: createdAt, by_name: user.fullName, by_role: user.role, reason: 'Booked online' }],
    idempotencyKey: idempotencyKey ?? null,
    requestDigest: idempotencyKey ? digest : null,
    createdAt,
    accountEmail: user.email,
    accountEmailVerified: user.emailVerified === true,
    guestEmailConfirmed: guest.isAccountHolder,
    guestEmailTokenHash: guest.token ? hashToken(guest.token) : null,
    company: input.company ?? null,
  };
  // The snapshot the statement returns for a new booking, as its event carries it.
  const snapshot = bookingSnapshot({
    ...booking,
    updatedAt: createdAt,
    holdExpiresAt: createdAt,
    roomsReleased: false,
    guestEmailConfirmedAt: guest.isAccountHolder ? createdAt : null,
    stayRevision: 0,
    holdSessionId: null,
  });
  const event = deps.bus.outboxRow<BookingCreated>({
    type: 'booking.created',
    key: id,
    data: { ...snapshot, createdAt, ...(guest.token ? { guestEmailConfirmationToken: guest.token } : {}) },
  });
  const roomCount = wanted.reduce((sum, r) => sum + r.quantity, 0);
  const result = await bookRooms(deps.pool, {
    booking,
    revision: hotel.revision,
    wanted: wanted.map((w) => ({ type: w.type, quantity: w.quantity, price_paise: byType.get(w.type)!.pricePaise, available: byType.get(w.type)!.available })),
    nights,
    totalOk: rupeesToPaise(input.total_amount) === price.totalPaise,
    rooms: roomCount,
    caps: {
      bookings: deps.config.HOLD_MAX_BOOKINGS,
      rooms: deps.config.HOLD_MAX_ROOMS,
      bookings_per_hotel: deps.config.HOLD_MAX_BOOKINGS_PER_HOTEL,
      rooms_per_hotel: deps.config.HOLD_MAX_ROOMS_PER_HOTEL,
    },
    event,
  });
  if (!('reason' in result)) return { booking: result, replayed: result.id !== id };
  switch (result.reason) {
    case 'stale':
      return 'stale';
    case 'rooms_unavailable':
      return roomsUnavailable(byType.get(result.type)!, nights, wanted.find((w) => w.type === result.type)!.quantity, result);
    case 'hotel_not_bookable':
      throw AppError.conflict(notBookableDetail(hotel), 'hotel_not_bookable');
    case 'total_mismatch':
      throw AppError.conflict(totalMismatchDetail(price.totalPaise, price.roomTotalPaise), 'total_mismatch');
    case 'holds_limit':
      return refuseHold(deps, result.totals, { id, userId: user.id, hotelId: hotel.id, hotelName: hotel.name }, roomCount);
  }
}

/**
 * One account may not hold a hotel: its unpaid holds are capped (bookings and rooms, overall and per hotel),
 * checked by the booking's statement under the account's lock, so that two at once cannot both slip under the
 * caps. The refusal is a 409 naming the holds, with how to resume or release each.
 */
async function refuseHold(deps: BookingDeps, totals: UnpaidHoldTotals, booking: { id: string; userId: string; hotelId: string; hotelName: string }, rooms: number): Promise<never> {
  const wanted = { hotelId: booking.hotelId, hotelName: booking.hotelName, rooms };
  const held = (await listUnpaidHolds(deps.pool, booking.userId, booking.id, NAMED_HOLDS)).map((b) => ({
    id: b.id,
    confirmationCode: b.confirmationCode,
    hotelId: b.hotelId,
    hotelName: b.hotel.name,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    rooms: b.rooms.reduce((sum, r) => sum + r.quantity, 0),
    holdExpiresAt: b.holdExpiresAt,
  }));
  const refusal = holdRefusal(totals, held, wanted, deps.config)!;
  throw new AppError(refusal.detail, { code: 'holds_limit', status: 409, fields: { held_bookings: refusal.held } });
}
/** At most this many holds are named in a refusal (the caps are a few; an operator may raise them). */
const NAMED_HOLDS = 20;

/**
 * Where the booking's e-mails may go besides the account's own address. The account holder as the guest:
 * there already. Another address typed in: it is asked once whether it wants them (a one-time token in the
 * event), within the shared limits of e-mail to unverified addresses; past them it is not asked, and the
 * booking's e-mails go to the account alone. Counted when asked, even if the booking then fails (sold out,
 * past the hold caps): a refused booking can only lower what the address is sent.
 */
async function guestEmailQuestion(deps: BookingDeps, user: AuthUser, guestEmail: string, clientAddress: string): Promise<GuestEmailQuestion> {
  if (guestEmail.toLowerCase() === user.email.toLowerCase()) return { isAccountHolder: true };
  if (!(await deps.mailLimits.tryTake(guestEmail, clientAddress))) return { isAccountHolder: false };
  return { isAccountHolder: false, token: randomBytes(32).toString('base64url') };
}

interface GuestEmailQuestion {
  isAccountHolder: boolean;
  token?: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The 409 naming the type and the nights that lacked rooms, from what the statement saw before it rolled back:
 * the nights it could take, and the most rooms others held on a night of the stay.
 */
function roomsUnavailable(room: InventoryRoom, nights: string[], quantity: number, seen: { taken: string[]; busiest: number }): never {
  const got = new Set(seen.taken);
  const short = nights.filter((n) => !got.has(n));
  const free = Math.max(0, room.available - Math.max(0, seen.busiest));
  throw AppError.conflict(roomsUnavailableDetail(room.type, quantity, free, short), 'rooms_unavailable');
}

function notBookableDetail(hotel: InventoryHotel): string {
  if (hotel.status === 'pre-opening') return `${hotel.name} has not opened yet; bookings open closer to launch.`;
  if (hotel.status === 'future') return `${hotel.name} is a future project and cannot be booked yet.`;
  return `${hotel.name} is not taking bookings at the moment.`;
}

function replay(earlier: StoredBooking, digest: string): CreatedBooking {
  if (earlier.requestDigest !== digest) {
    throw new AppError('This Idempotency-Key was already used for a different booking request; send a new key for a new booking.', {
      code: 'idempotency_key_reused',
      status: 422,
    });
  }
  return { booking: earlier, replayed: true };
}

function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string } | undefined;
  return e?.code === '23505' ? e.constraint : undefined;
}
