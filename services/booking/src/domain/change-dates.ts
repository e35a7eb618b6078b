import { randomUUID } from 'node:crypto';
import {
  bookingMessages,
  cancellationPolicy,
  DATE_CHANGE_HOLD_MINUTES,
  dateChangeMessages,
  formatStayDate,
  indiaToday,
  isIsoDate,
  MAX_NIGHTS,
  nightsBetween,
  paiseToRupees,
  priceStay,
  stayNights,
  type BookingDateChangeLapsed,
  type BookingDateChangeRequested,
  type BookingDatesChanged,
  type ChangeDates,
  type ChangeDatesAnswer,
  type PaymentPaid,
} from '@suvarna/contracts';
import { AppError, businessNow, withSavepoint, withTransaction, type AuthUser, type PoolClient } from '@suvarna/platform';
import { findBooking, type BookedRoomRecord, type StoredBooking } from '../data-access/booking-repository';
import { openDifferenceCheckout } from '../data-access/peer-clients';
import {
  findDateChange,
  heldDateChange,
  insertDateChange,
  lapsedDateChanges,
  moveStay,
  noteHistory,
  settleDateChange,
  type DateChangeRecord,
  type NewStay,
} from '../data-access/date-change-repository';
import { findHotel, lockRoomTypes, soldOn, takeRooms } from '../data-access/inventory-repository';
import { releaseNights } from '../data-access/payment-state-repository';
import type { BookingDeps } from './booking-deps';
import { isBookingId, roomsUnavailableDetail } from './booking-rules';
import { bookingSnapshot } from './booking-view';

/*
 * A guest moves a pending or paid stay to other dates at the same hotel: the same rooms, repriced at today's
 * tariffs. Only the nights the stay does not already hold are taken, and only those it no longer needs are given
 * back, in one transaction: never oversold, never held twice. A lower or equal total moves the stay at once (a
 * paid stay gets the difference back: the move is allowed while free cancellation lasts, whose rule is a full
 * refund); a higher total of a paid stay holds the new nights until the difference is paid.
 */

const byType = (a: { type: string }, b: { type: string }) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);
const minus = (a: readonly string[], b: readonly string[]) => a.filter((n) => !b.includes(n));
const span = (checkIn: string, checkOut: string) => `${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}`;

function checkDates(input: ChangeDates, today: string): void {
  if (!isIsoDate(input.check_in) || !isIsoDate(input.check_out)) throw AppError.badRequest(bookingMessages.invalidDate, 'validation_failed');
  if (nightsBetween(input.check_in, input.check_out) <= 0) throw AppError.badRequest(bookingMessages.checkOutAfterCheckIn, 'validation_failed');
  if (input.check_in < today) throw AppError.badRequest(bookingMessages.checkInInPast, 'validation_failed');
  if (nightsBetween(input.check_in, input.check_out) > MAX_NIGHTS) throw AppError.badRequest(bookingMessages.tooManyNights, 'validation_failed');
}

/** Takes `nights` of each room for the stay or throws the 409 naming what is short (the transaction rolls back). */
async function takeNights(client: PoolClient, hotelId: string, rooms: readonly BookedRoomRecord[], nights: readonly string[]): Promise<void> {
  if (nights.length === 0) return;
  const locked = new Map((await lockRoomTypes(client, hotelId, rooms.map((r) => r.type))).map((r) => [r.type, r]));
  for (const room of [...rooms].sort(byType)) {
    const type = locked.get(room.type);
    if (!type) throw AppError.conflict(`The hotel no longer has ${room.type} rooms, so this stay cannot move.`, 'unknown_room_type');
    const taken = await takeRooms(client, { hotelId, type: room.type, nights, quantity: room.quantity, available: type.available });
    if (taken.length === nights.length) continue;
    const short = nights.filter((n) => !taken.includes(n));
    const sold = await soldOn(client, hotelId, room.type, short);
    throw AppError.conflict(roomsUnavailableDetail(room.type, room.quantity, Math.max(0, type.available - Math.max(...sold)), short), 'rooms_unavailable');
  }
}

async function releaseStayNights(client: PoolClient, hotelId: string, rooms: readonly BookedRoomRecord[], nights: readonly string[]): Promise<void> {
  if (nights.length === 0) return;
  for (const room of [...rooms].sort(byType)) await releaseNights(client, { hotelId, type: room.type, nights, quantity: room.quantity });
}

/** The stay on the new dates: the booking's rooms at the hotel's tariffs now. */
async function repriced(client: PoolClient, booking: StoredBooking, input: ChangeDates): Promise<NewStay> {
  const hotel = await findHotel(client, booking.hotelId, { lock: 'share' });
  if (!hotel || hotel.removed || hotel.status !== 'active') throw AppError.conflict('This hotel is not taking bookings at the moment, so the stay cannot move.', 'hotel_not_bookable');
  const tariffs = new Map((await lockRoomTypes(client, booking.hotelId, booking.rooms.map((r) => r.type))).map((r) => [r.type, r.pricePaise]));
  const rooms = booking.rooms.map((r) => {
    const price = tariffs.get(r.type);
    if (price === undefined) throw AppError.conflict(`The hotel no longer has ${r.type} rooms, so this stay cannot move.`, 'unknown_room_type');
    return { type: r.type, quantity: r.quantity, price_paise: price };
  });
  const nights = nightsBetween(input.check_in, input.check_out);
  const price = priceStay(rooms.map((r) => ({ type: r.type, quantity: r.quantity, pricePaise: r.price_paise })), nights);
  return { checkIn: input.check_in, checkOut: input.check_out, nights, rooms, roomTotalPaise: price.roomTotalPaise, taxesPaise: price.taxesPaise, totalPaise: price.totalPaise };
}

const stayOf = (s: NewStay) => ({
  checkIn: s.checkIn,
  checkOut: s.checkOut,
  nights: s.nights,
  rooms: s.rooms.map((r) => ({ type: r.type, quantity: r.quantity, pricePaise: r.price_paise })),
  roomTotalPaise: s.roomTotalPaise,
  taxesPaise: s.taxesPaise,
  totalPaise: s.totalPaise,
});

/**
 * Moves the booking to the new stay in the caller's transaction: takes the nights it lacks (unless already held
 * for it), gives back those it no longer needs, records the move and publishes booking.dates-changed.
 */
async function moveBooking(
  deps: BookingDeps,
  client: PoolClient,
  booking: StoredBooking,
  stay: NewStay,
  move: { dateChangeId: string; newNightsHeld: boolean; refundPaise: number; by: { name: string | null; role: string | null }; at: string },
): Promise<StoredBooking> {
  const oldNights = stayNights(booking.checkIn, booking.checkOut);
  const newNights = stayNights(stay.checkIn, stay.checkOut);
  if (!move.newNightsHeld) await takeNights(client, booking.hotelId, stay.rooms, minus(newNights, oldNights));
  await releaseStayNights(client, booking.hotelId, booking.rooms, minus(oldNights, newNights));
  const refund = move.refundPaise > 0 ? `; ${paiseToRupees(move.refundPaise).toLocaleString('en-IN')} rupees refunded` : '';
  await moveStay(client, booking.id, stay, {
    status: booking.status,
    at: move.at,
    by_name: move.by.name,
    by_role: move.by.role,
    reason: `Dates changed from ${span(booking.checkIn, booking.checkOut)} to ${span(stay.checkIn, stay.checkOut)}${refund}`,
  });
  const after = (await findBooking(client, booking.id))!;
  await deps.bus.publish<BookingDatesChanged>(client, {
    type: 'booking.dates-changed',
    key: booking.id,
    data: {
      ...bookingSnapshot(after),
      dateChangeId: move.dateChangeId,
      previous: stayOf(booking),
      differencePaise: stay.totalPaise - booking.totalPaise,
      refundPaise: move.refundPaise,
      changedAt: move.at,
    },
  });
  return after;
}

/** Who asks for a change: the guest, with the token payment is asked with and the site they are on (the request's Origin). */
export interface ChangeCaller {
  user: AuthUser;
  token?: string;
  origin?: string;
}

/**
 * POST /api/bookings/{id}/change-dates: the guest's own pending or paid stay, to other dates. A difference to pay
 * comes back with its Stripe Checkout address, opened by the payment service once the change (and its held
 * nights) is committed.
 */
export async function changeDates(deps: BookingDeps, caller: ChangeCaller, id: string, input: ChangeDates): Promise<ChangeDatesAnswer> {
  const answer = await moveOrHold(deps, caller.user, id, input);
  if (answer.status !== 'payment_required' || !answer.date_change_id) return { ...answer, checkout_url: null, session_id: null };
  return { ...answer, ...(await differenceCheckout(deps, caller, answer.booking_id, answer.date_change_id, input.origin_url)) };
}

/**
 * The difference's Checkout Session, asked of payment with the guest's own token. If payment cannot open it now
 * (down, slow, Stripe refusing), the change stands, its nights held: the answer keeps `date_change_id`, with which
 * the guest's page opens the session itself, and payment's own error then reaches the guest.
 */
async function differenceCheckout(
  deps: BookingDeps,
  caller: ChangeCaller,
  bookingId: string,
  dateChangeId: string,
  originUrl: string | undefined,
): Promise<Pick<ChangeDatesAnswer, 'checkout_url' | 'session_id'>> {
  const origin = originUrl || caller.origin;
  if (!caller.token || !origin) return { checkout_url: null, session_id: null };
  try {
    const session = await openDifferenceCheckout(deps.config.PAYMENT_URL, { bookingId, dateChangeId, originUrl: origin }, caller.token, deps.config.PAYMENT_CHECKOUT_TIMEOUT_MS);
    return { checkout_url: session.checkout_url, session_id: session.session_id };
  } catch (err) {
    deps.logger.warn({ err, bookingId, dateChangeId }, 'The checkout of a change of dates was not opened at once; the guest opens it from the answer');
    return { checkout_url: null, session_id: null };
  }
}

/** The change itself, in one transaction: the stay moved at once, or the new nights held for the difference. */
async function moveOrHold(deps: BookingDeps, user: AuthUser, id: string, input: ChangeDates): Promise<ChangeDatesAnswer> {
  const now = businessNow();
  checkDates(input, indiaToday(now));
  if (!isBookingId(id)) throw AppError.notFound('Booking not found', 'booking_not_found');
  return withTransaction(deps.pool, async (client) => {
    const booking = await findBooking(client, id, { forUpdate: true });
    if (!booking || booking.userId !== user.id) throw AppError.notFound('Booking not found', 'booking_not_found');
    const unpaid = booking.status === 'pending' && booking.paymentStatus === 'pending' && !booking.roomsReleased;
    const paid = (booking.status === 'pending' || booking.status === 'confirmed') && booking.paymentStatus === 'completed';
    if (!unpaid && !paid) throw AppError.conflict(dateChangeMessages.notMovable, 'not_movable');
    if (input.check_in === booking.checkIn && input.check_out === booking.checkOut) throw AppError.badRequest(dateChangeMessages.same, 'same_dates');
    if (unpaid && booking.holdSessionId) throw AppError.conflict(dateChangeMessages.paymentStarted, 'payment_started');
    if (paid && !cancellationPolicy(booking, now).allowed) throw AppError.conflict(dateChangeMessages.windowClosed, 'change_window_closed');
    if (await heldDateChange(client, booking.id)) throw AppError.conflict(dateChangeMessages.changePending, 'date_change_pending');

    const stay = await repriced(client, booking, input);
    const difference = stay.totalPaise - booking.totalPaise;
    const dateChangeId = randomUUID();
    const at = now.toISOString();
    const answer = (status: ChangeDatesAnswer['status'], refundPaise: number, holdExpiresAt: string | null): ChangeDatesAnswer => ({
      booking_id: booking.id,
      status,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      nights: stay.nights,
      total_amount: paiseToRupees(stay.totalPaise),
      previous_total: paiseToRupees(booking.totalPaise),
      difference: paiseToRupees(difference),
      refund: paiseToRupees(refundPaise),
      date_change_id: status === 'payment_required' ? dateChangeId : null,
      hold_expires_at: holdExpiresAt,
    });

    if (unpaid || difference <= 0) {
      const refundPaise = paid ? -difference : 0;
      await moveBooking(deps, client, booking, stay, { dateChangeId, newNightsHeld: false, refundPaise, by: { name: user.fullName, role: user.role }, at });
      return answer('changed', refundPaise, null);
    }

    // A paid stay that costs more: the nights it lacks are held while the guest pays the difference.
    await takeNights(client, booking.hotelId, stay.rooms, minus(stayNights(stay.checkIn, stay.checkOut), stayNights(booking.checkIn, booking.checkOut)));
    const holdExpiresAt = new Date(now.getTime() + DATE_CHANGE_HOLD_MINUTES * 60_000).toISOString();
    await insertDateChange(client, { id: dateChangeId, bookingId: booking.id, ...stay, differencePaise: difference, holdExpiresAt });
    await noteHistory(client, booking.id, {
      status: booking.status,
      at,
      by_name: user.fullName,
      by_role: user.role,
      reason: `Asked to move to ${span(stay.checkIn, stay.checkOut)}: ${paiseToRupees(difference).toLocaleString('en-IN')} rupees to pay`,
    });
    await deps.bus.publish<BookingDateChangeRequested>(client, {
      type: 'booking.date-change-requested',
      key: booking.id,
      data: { bookingId: booking.id, userId: booking.userId, dateChangeId, to: stayOf(stay), differencePaise: difference, holdExpiresAt, requestedAt: at },
    });
    return answer('payment_required', 0, holdExpiresAt);
  });
}

/** The held nights of a change go back; the stay keeps its dates. */
async function releaseHeld(client: PoolClient, booking: StoredBooking, change: DateChangeRecord): Promise<void> {
  await releaseStayNights(client, booking.hotelId, change.rooms, minus(stayNights(change.checkIn, change.checkOut), stayNights(booking.checkIn, booking.checkOut)));
}

/**
 * Ends a held change unpaid (its session expired or was abandoned, its hold passed, or the booking was
 * cancelled): the held nights go back and booking.date-change-lapsed tells payment (which refunds a payment
 * that still came) and the guest's copy.
 */
export async function lapseDateChange(deps: BookingDeps, client: PoolClient, booking: StoredBooking, change: DateChangeRecord, reason: string): Promise<void> {
  if (change.status !== 'held') return;
  await releaseHeld(client, booking, change);
  await settleDateChange(client, change.id, 'lapsed');
  const at = businessNow().toISOString();
  await noteHistory(client, booking.id, { status: booking.status, at, by_name: null, by_role: null, reason: `Change to ${span(change.checkIn, change.checkOut)} not made: ${reason}` });
  await deps.bus.publish<BookingDateChangeLapsed>(client, {
    type: 'booking.date-change-lapsed',
    key: booking.id,
    data: { bookingId: booking.id, userId: booking.userId, dateChangeId: change.id, reason, lapsedAt: at },
  });
}

/** A cancelled booking's change waiting for payment lapses with it. */
export async function lapseHeldChangeOf(deps: BookingDeps, client: PoolClient, booking: StoredBooking): Promise<void> {
  const change = await heldDateChange(client, booking.id);
  if (change) await lapseDateChange(deps, client, booking, change, 'the booking was cancelled');
}

/**
 * payment.paid for a change's difference: the stay moves to the held nights. Paid after the change lapsed (its
 * nights were given back), the move is made if the nights are still free; if not, the change stays lapsed and
 * booking.date-change-lapsed is sent again, so payment refunds what came.
 */
export async function onDifferencePaid(deps: BookingDeps, client: PoolClient, paid: PaymentPaid & { dateChangeId: string }): Promise<void> {
  // The booking first, then the change: every path locks them in this order.
  const booking = await findBooking(client, paid.bookingId, { forUpdate: true });
  const change = await findDateChange(client, paid.dateChangeId, { forUpdate: true });
  if (!change || !booking || change.bookingId !== booking.id || change.status === 'applied') return;
  const by = { name: null, role: null };
  const bookingLive = booking.status !== 'cancelled' && booking.status !== 'completed';
  if (change.status === 'held' && bookingLive) {
    await moveBooking(deps, client, booking, change, { dateChangeId: change.id, newNightsHeld: true, refundPaise: 0, by, at: paid.paidAt });
    await settleDateChange(client, change.id, 'applied');
    return;
  }
  if (bookingLive) {
    try {
      // Undone as a whole when the nights are no longer free: the change then lapses again below.
      await withSavepoint(client, 'late_difference', async () => {
        await moveBooking(deps, client, booking, change, { dateChangeId: change.id, newNightsHeld: false, refundPaise: 0, by, at: paid.paidAt });
        await settleDateChange(client, change.id, 'applied');
      });
      return;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  await deps.bus.publish<BookingDateChangeLapsed>(client, {
    type: 'booking.date-change-lapsed',
    key: booking.id,
    data: { bookingId: booking.id, userId: booking.userId, dateChangeId: change.id, reason: 'the difference was paid after the held nights had gone; it is refunded in full', lapsedAt: businessNow().toISOString() },
  });
}

/** payment.expired for a change's difference: the change lapses. */
export async function onDifferenceExpired(deps: BookingDeps, client: PoolClient, bookingId: string, dateChangeId: string): Promise<void> {
  const booking = await findBooking(client, bookingId, { forUpdate: true });
  const change = await findDateChange(client, dateChangeId, { forUpdate: true });
  if (!change || !booking || change.bookingId !== booking.id) return;
  await lapseDateChange(deps, client, booking, change, 'the difference was not paid');
}

/** Held changes whose hold passed a minute ago with no word from payment lapse (a lost payment.expired). */
export async function lapseOverdueDateChanges(deps: BookingDeps): Promise<number> {
  let lapsed = 0;
  for (const { id, bookingId } of await lapsedDateChanges(deps.pool, 60, 100)) {
    await withTransaction(deps.pool, async (client) => {
      const booking = await findBooking(client, bookingId, { forUpdate: true });
      const change = await findDateChange(client, id, { forUpdate: true });
      if (booking && change?.status === 'held') {
        await lapseDateChange(deps, client, booking, change, 'the difference was not paid in time');
        lapsed++;
      }
    });
  }
  return lapsed;
}

/** A held change as its booking.date-change-requested carries it, for the booking's guest (payment reads it). */
export async function dateChangeAsEvent(deps: BookingDeps, user: AuthUser, bookingId: string, dateChangeId: string): Promise<BookingDateChangeRequested> {
  const notFound = () => AppError.notFound('Change of dates not found', 'date_change_not_found');
  if (!isBookingId(bookingId) || !isBookingId(dateChangeId)) throw notFound();
  const booking = await findBooking(deps.pool, bookingId);
  const change = await findDateChange(deps.pool, dateChangeId);
  if (!booking || booking.userId !== user.id || !change || change.bookingId !== bookingId) throw notFound();
  const requestedAt = new Date(new Date(change.holdExpiresAt).getTime() - DATE_CHANGE_HOLD_MINUTES * 60_000).toISOString();
  return { bookingId, userId: booking.userId, dateChangeId, to: stayOf(change), differencePaise: change.differencePaise, holdExpiresAt: change.holdExpiresAt, requestedAt };
}
