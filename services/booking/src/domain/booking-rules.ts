import { createHash, randomBytes } from 'node:crypto';
import { confirmationCodeFrom, formatOpeningDate, formatRupees, paiseToRupees, type BookingCreate } from '@suvarna/contracts';

/** A new confirmation code from the system's random source. */
export function newConfirmationCode(): string {
  return confirmationCodeFrom(randomBytes(8));
}

/** What an Idempotency-Key was used for: the same digest means the same request. */
export function requestDigest(input: BookingCreate): string {
  // A request without a company digests as it did before the field existed.
  const { company, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(company ? input : rest)).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Booking ids are UUIDs: anything else names no booking and is answered 404 without asking the database. */
export function isBookingId(id: string): boolean {
  return UUID.test(id);
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** A usable Idempotency-Key: 1 to 200 visible ASCII characters (UUIDs, ULIDs and the like). */
export function isIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

/** Dates as guests read them: '24 November 2026, 25 November 2026 and 3 more'. */
export function listNights(nights: readonly string[], shown = 4): string {
  const names = nights.slice(0, shown).map(formatOpeningDate);
  const rest = nights.length - names.length;
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/**
 * Why a room type cannot be booked for the stay: which nights lack rooms and how many are free on
 * every night. `short` are the nights that could not take the quantity asked for.
 */
export function roomsUnavailableDetail(type: string, asked: number, free: number, short: readonly string[]): string {
  if (free <= 0) return `${type} is sold out on ${listNights(short)}. Please choose other dates or another room type.`;
  return `Only ${free} ${type} ${free === 1 ? 'is' : 'are'} free on every night of your stay (you asked for ${asked}); not enough on ${listNights(short)}.`;
}

/** The detail of a total that differs from the server's, giving the current one. */
export function totalMismatchDetail(totalPaise: number, roomTotalPaise: number): string {
  return (
    `The total for this stay is ${formatRupees(paiseToRupees(totalPaise))} ` +
    `(rooms ${formatRupees(paiseToRupees(roomTotalPaise))} + taxes and fees ${formatRupees(paiseToRupees(totalPaise - roomTotalPaise))}). ` +
    'Please review the price and book again.'
  );
}
