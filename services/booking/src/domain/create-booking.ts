import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  bookingFormProblem,
  bookingMessages,
  indiaToday,
  MAX_NIGHTS,
  priceStay,
  rupeesToPaise,
  stayNights,
  type BookingCreate,
  type BookingCreated,
} from '@suvarna/contracts';
import { AppError, withTransaction, type AuthUser, type PoolClient } from '@suvarna/platform';
import {
  CONFIRMATION_CODE_CONSTRAINT,
  findByIdempotencyKey,
  IDEMPOTENCY_CONSTRAINT,
  insertBooking,
  type StoredBooking,
} from '../data-access/booking-repository';
import { findHotel, lockRoomTypes, soldOn, takeRooms, type InventoryHotel, type InventoryRoom } from '../data-access/inventory-repository';
import type { BookingDeps } from './booking-deps';
import { newConfirmationCode, requestDigest, roomsUnavailableDetail, totalMismatchDetail } from './booking-rules';
import { bookingSnapshot } from './booking-view';

export interface CreateBookingRequest {
  input: BookingCreate;
  user: AuthUser;
  /** The client's Idempotency-Key header: the same key and request give the same booking. */
  idempotencyKey?: string;
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
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(deps.pool, user.id, idempotencyKey);
    if (earlier) return replay(earlier, digest);
  }

  checkForm(input);
  for (let attempt = 1; ; attempt++) {
    try {
      const booking = await withTransaction(deps.pool, (client) => bookRooms(deps, client, request, digest));
      return { booking, replayed: false };
    } catch (err) {
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

/** The spec's five checks in its order, then the guest e-mail's form. The 30-night limit comes last. */
function checkForm(input: BookingCreate): void {
  const problem = bookingFormProblem(
    { checkIn: input.check_in, checkOut: input.check_out, rooms: input.rooms, guestName: input.guest_info.name, guestEmail: input.guest_info.email },
    indiaToday(),
  );
  if (problem && problem !== bookingMessages.tooManyNights) throw AppError.badRequest(problem, 'validation_failed');
  if (!emailSchema.safeParse(input.guest_info.email).success) throw AppError.badRequest(bookingMessages.invalidEmail, 'validation_failed');
}

async function bookRooms(deps: BookingDeps, client: PoolClient, { input, user, idempotencyKey }: CreateBookingRequest, digest: string): Promise<StoredBooking> {
  // Sorted by type: every booking locks room types and their night counters in one order.
  const wanted = input.rooms.filter((r) => r.quantity > 0).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const nights = stayNights(input.check_in, input.check_out);

  const hotel = await findHotel(client, input.hotel_id, { lock: 'share' });
  if (!hotel || hotel.removed) throw AppError.notFound('Hotel not found', 'hotel_not_found');
  const rooms = await lockRoomTypes(
    client,
    hotel.id,
    wanted.map((r) => r.type),
  );
  const byType = new Map(rooms.map((r) => [r.type, r]));
  const unknown = wanted.find((r) => !byType.has(r.type));
  if (unknown) throw AppError.badRequest(`${hotel.name} has no room type "${unknown.type}"`, 'unknown_room_type');

  for (const want of wanted) await takeNights(client, hotel, byType.get(want.type)!, nights, want.quantity);

  if (hotel.status !== 'active') throw AppError.conflict(notBookableDetail(hotel), 'hotel_not_bookable');
  if (nights.length > MAX_NIGHTS) throw AppError.badRequest(bookingMessages.tooManyNights, 'validation_failed');

  const price = priceStay(
    wanted.map((w) => ({ type: w.type, quantity: w.quantity, pricePaise: byType.get(w.type)!.pricePaise })),
    nights.length,
  );
  if (rupeesToPaise(input.total_amount) !== price.totalPaise) {
    throw AppError.conflict(totalMismatchDetail(price.totalPaise, price.roomTotalPaise), 'total_mismatch');
  }

  const createdAt = new Date().toISOString();
  const booking = await insertBooking(client, {
    id: randomUUID(),
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
  });
  await deps.bus.publish<BookingCreated>(client, {
    type: 'booking.created',
    key: booking.id,
    data: { ...bookingSnapshot(booking), createdAt: booking.createdAt },
  });
  return booking;
}

/** Takes the rooms on every night or throws the 409 naming the type and the nights that lack rooms. */
async function takeNights(client: PoolClient, hotel: InventoryHotel, room: InventoryRoom, nights: string[], quantity: number): Promise<void> {
  const taken = await takeRooms(client, { hotelId: hotel.id, type: room.type, nights, quantity, available: room.available });
  if (taken.length === nights.length) return;
  const got = new Set(taken);
  const short = nights.filter((n) => !got.has(n));
  // Read only to word the refusal; the transaction is rolled back.
  const sold = await soldOn(client, hotel.id, room.type, nights);
  const free = Math.max(0, room.available - Math.max(0, ...sold.map((s, i) => (got.has(nights[i]!) ? s - quantity : s))));
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
