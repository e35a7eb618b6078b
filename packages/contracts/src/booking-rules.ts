import { GST_SLABS, gstRatePercent } from './tax-slabs';

/**
 * The booking rules the booking page, the hotel page and the booking service all apply (spec §5 and §9):
 * India calendar dates, nights, the 12 % taxes and fees, rounding, and the booking form's checks in the
 * spec's order. Money is integer paise here; the API and the screens show rupees.
 */

/** Bookings are for India: "today" and "48 hours before check-in" are read on India's clock. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Taxes and fees on the room total as the pages label them (spec §9): the GST slab table's rate. */
export const TAX_RATE_PERCENT = Math.max(...GST_SLABS.map((s) => s.ratePercent));
/** The longest stay one booking may cover. */
export const MAX_NIGHTS = 30;
/** The most rooms of one type one booking may take (beyond what is free, which is checked too). */
export const MAX_ROOMS_PER_TYPE = 20;
export const MAX_SPECIAL_REQUESTS = 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}

function utcDay(isoDate: string): number {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function isoFromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in India (YYYY-MM-DD): 23:59 in Mumbai is still today there, whatever the server's zone. */
export function indiaToday(now: Date = new Date()): string {
  return isoFromUtc(now.getTime() + IST_OFFSET_MS);
}

/** The calendar date `days` after `isoDate`; month and year ends included. */
export function addDays(isoDate: string, days: number): string {
  return isoFromUtc(utcDay(isoDate) + days * DAY_MS);
}

/**
 * Nights between check-in and check-out: the ceiling of the day difference (spec §9). Negative or 0 when
 * check-out is not after check-in.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil((utcDay(checkOut) - utcDay(checkIn)) / DAY_MS);
}

/** Each night of a stay, as the date it starts on: [check-in, check-out). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/** The instant a stay begins for the cancellation policy: midnight at the start of check-in day in India. */
export function indiaStartOfDay(isoDate: string): Date {
  return new Date(utcDay(isoDate) - IST_OFFSET_MS);
}

/** Spec: the booking page's default dates are tomorrow and the day after, with 2 guests (India dates). */
export function defaultStay(now: Date = new Date()): { checkIn: string; checkOut: string; guests: number } {
  const today = indiaToday(now);
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 2), guests: 2 };
}

// ---------------------------------------------------------------- money

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

export interface PricedRoomLine {
  type: string;
  quantity: number;
  /** Price of one room for one night. */
  pricePaise: number;
}

export interface StayPriceLine extends PricedRoomLine {
  nights: number;
  /** pricePaise × quantity × nights. */
  amountPaise: number;
}

export interface StayPrice {
  nights: number;
  lines: StayPriceLine[];
  /** Sum of the lines. */
  roomTotalPaise: number;
  /** totalPaise − roomTotalPaise: the 12 % taxes and fees after rounding. */
  taxesPaise: number;
  /** 1.12 × the room total, rounded to whole rupees (spec §9). */
  totalPaise: number;
}

/**
 * Prices a stay: room total = Σ price × quantity × nights; total = round(Σ line × (1 + its GST slab's
 * rate)) in whole rupees (1.12 × room total while every slab is 12 %); taxes and fees = total − room total. Lines with quantity 0 are left out.
 */
export function priceStay(rooms: readonly PricedRoomLine[], nights: number): StayPrice {
  const n = Math.max(0, nights);
  const lines = rooms
    .filter((r) => r.quantity > 0)
    .map((r) => ({ ...r, nights: n, amountPaise: r.pricePaise * r.quantity * n }));
  const roomTotalPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  // Integer arithmetic: Σ paise × (100 + the line's GST rate) / 100 is the total in paise; rounded to whole rupees.
  const withTax = lines.reduce((sum, l) => sum + l.amountPaise * (100 + gstRatePercent(l.pricePaise)), 0);
  const totalPaise = Math.round(withTax / 10_000) * 100;
  return { nights: n, lines, roomTotalPaise, taxesPaise: totalPaise - roomTotalPaise, totalPaise };
}

// ---------------------------------------------------------------- the booking form's checks

/** The booking page's alerts (spec §5), also the server's details for the same problems. */
export const bookingMessages = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  checkInInPast: 'Check-in date cannot be in the past',
  roomRequired: 'Please select at least one room',
  guestRequired: 'Please fill in guest name and email',
  reloginRequired: 'Please login again to complete your booking',
  createFailed: 'Failed to create booking. Please try again.',
  tooManyNights: `A booking can cover at most ${MAX_NIGHTS} nights`,
  invalidDate: 'Dates must be real calendar dates (YYYY-MM-DD)',
  invalidEmail: 'Please enter a valid guest email address',
} as const;

export interface BookingFormValues {
  checkIn?: string | null;
  checkOut?: string | null;
  /** Quantity per room type. */
  rooms: readonly { quantity: number }[];
  guestName?: string | null;
  guestEmail?: string | null;
}

const blank = (s: string | null | undefined) => s === undefined || s === null || s.trim() === '';

/**
 * The first problem with a booking form, in the spec's order, or undefined when it may be sent.
 * `today` is India's date (indiaToday()).
 */
export function bookingFormProblem(form: BookingFormValues, today: string): string | undefined {
  if (blank(form.checkIn) || blank(form.checkOut)) return bookingMessages.datesRequired;
  const checkIn = form.checkIn as string;
  const checkOut = form.checkOut as string;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return bookingMessages.invalidDate;
  if (nightsBetween(checkIn, checkOut) <= 0) return bookingMessages.checkOutAfterCheckIn;
  if (checkIn < today) return bookingMessages.checkInInPast;
  if (!form.rooms.some((r) => r.quantity > 0)) return bookingMessages.roomRequired;
  if (blank(form.guestName) || blank(form.guestEmail)) return bookingMessages.guestRequired;
  if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) return bookingMessages.tooManyNights;
  return undefined;
}

// ---------------------------------------------------------------- confirmation codes

/** Letters and digits a guest can read over the phone: no 0/O and no 1/I. */
export const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** SUV-XXXX-XXXX, from CONFIRMATION_ALPHABET. */
export const CONFIRMATION_CODE_PATTERN = /^SUV-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** A confirmation code from 8 random values (each 0..255); bias-free for a 32-letter alphabet. */
export function confirmationCodeFrom(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < 8) throw new Error('a confirmation code needs 8 random bytes');
  const chars = Array.from({ length: 8 }, (_, i) => CONFIRMATION_ALPHABET[(randomBytes[i] ?? 0) % CONFIRMATION_ALPHABET.length]);
  return `SUV-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

// ---------------------------------------------------------------- rooms for a number of guests

export interface RoomOffer {
  type: string;
  /** One room for one night. */
  pricePaise: number;
  /** Guests one room holds. */
  capacity: number;
  /** Rooms of this type free on every night of the stay. */
  free: number;
}

export interface RoomChoice {
  type: string;
  quantity: number;
  pricePaise: number;
}

/** Whether the chosen rooms hold the guests (the hotel page says so when they do not). */
export function roomsHoldGuests(rooms: readonly { quantity: number; capacity: number }[], guests: number): boolean {
  return rooms.reduce((sum, r) => sum + Math.max(0, r.quantity) * Math.max(0, r.capacity), 0) >= guests;
}

/**
 * The cheapest rooms, among those free, that together hold `guests`: the least total price per night,
 * then the fewest rooms, then the offers' order. Undefined when the free rooms cannot hold them all.
 * Guests are whole people from 1 upward; a room's capacity bounds how many it holds.
 */
export function cheapestRoomsFor(offers: readonly RoomOffer[], guests: number): RoomChoice[] | undefined {
  const need = Math.max(1, Math.floor(guests));
  const usable = offers.filter((o) => o.free > 0 && o.capacity > 0);
  // best[g]: the cheapest way found to hold at least g guests (g capped at `need`), as [price, rooms, quantities].
  type Plan = { price: number; rooms: number; quantities: number[] };
  let best: (Plan | undefined)[] = Array.from({ length: need + 1 }, (_, g) => (g === 0 ? { price: 0, rooms: 0, quantities: usable.map(() => 0) } : undefined));
  const better = (a: Plan, b: Plan | undefined) => !b || a.price < b.price || (a.price === b.price && a.rooms < b.rooms);
  usable.forEach((offer, i) => {
    const next = [...best];
    const most = Math.min(offer.free, Math.ceil(need / offer.capacity));
    for (let g = 0; g <= need; g++) {
      const from = best[g];
      if (!from) continue;
      for (let q = 1; q <= most; q++) {
        const held = Math.min(need, g + q * offer.capacity);
        const plan = { price: from.price + q * offer.pricePaise, rooms: from.rooms + q, quantities: from.quantities.map((n, j) => (j === i ? q : n)) };
        if (better(plan, next[held])) next[held] = plan;
        if (held === need) break;
      }
    }
    best = next;
  });
  const plan = best[need];
  if (!plan) return undefined;
  return usable.flatMap((o, i) => (plan.quantities[i]! > 0 ? [{ type: o.type, quantity: plan.quantities[i]!, pricePaise: o.pricePaise }] : []));
}
