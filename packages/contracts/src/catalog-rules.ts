/**
 * Pure catalogue rules shared by the public pages and anything else that lists hotels (spec sections 4, 5, 9).
 * Dates are compared as calendar days so that the time of day, the time zone and daylight saving never move
 * a countdown by one.
 */
import type { ShownRating } from './catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `now`'s calendar date to the opening date; negative once it has passed. */
function calendarDaysUntil(openingDate: string | Date, now: Date): number {
  const opening = typeof openingDate === 'string' ? parseCalendarDate(openingDate) : openingDate;
  const openingDay = Date.UTC(opening.getFullYear(), opening.getMonth(), opening.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((openingDay - today) / DAY_MS);
}

/**
 * Reads 'YYYY-MM-DD' (or the date part of an ISO timestamp) as a local calendar date: `new Date('2026-01-15')`
 * alone is UTC midnight, which is still the 14th west of Greenwich. Anything else is an invalid date, rather
 * than whatever the engine's lenient parser guesses.
 */
function parseCalendarDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(Number.NaN);
}

const openingDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** An opening date as guests read it: '2026-01-15' gives '15 January 2026'; an unreadable date is shown as given. */
export function formatOpeningDate(openingDate: string): string {
  const date = parseCalendarDate(openingDate);
  return Number.isNaN(date.getTime()) ? openingDate : openingDateFormat.format(date);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The pre-opening countdown line (spec section 4). */
export function countdownText(openingDate: string | Date, now: Date = new Date()): string {
  const days = calendarDaysUntil(openingDate, now);
  if (Number.isNaN(days) || days < 0) return 'Opening Soon';
  if (days === 0) return 'Opening Today!';
  if (days < 30) return `${plural(days, 'day')} to go`;
  if (days < 365) return `${plural(Math.floor(days / 30), 'month')} to go`;
  return `${plural(Math.floor(days / 365), 'year')} to go`;
}

export const futurePhases = ['Design & Planning', 'Construction', 'Conceptual'] as const;
export type FuturePhase = (typeof futurePhases)[number];

/** A future project's phase from the years between now and its opening year (spec section 4). */
export function futurePhase(openingDate: string | Date, now: Date = new Date()): FuturePhase {
  const opening = typeof openingDate === 'string' ? parseCalendarDate(openingDate) : openingDate;
  const years = opening.getFullYear() - now.getFullYear();
  if (years <= 1) return 'Design & Planning';
  if (years <= 2) return 'Construction';
  return 'Conceptual';
}

export interface PropertyFilters {
  /** Case-insensitive part of the name or the location; blank matches every property. */
  search?: string;
  /** Exact state; empty means all states. */
  state?: string;
  /** Exact property type; empty means all types. */
  type?: string;
}

interface Filterable {
  name: string;
  location: string;
  state: string;
  type: string;
}

/** Spec section 5: search, state and type combine; an empty filter lets everything through. */
export function filterProperties<T extends Filterable>(list: readonly T[], { search = '', state = '', type = '' }: PropertyFilters): T[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (property) =>
      (needle === '' || property.name.toLowerCase().includes(needle) || property.location.toLowerCase().includes(needle)) &&
      (state === '' || property.state === state) &&
      (type === '' || property.type === type),
  );
}

/** The "From" price of a hotel: its cheapest room per night in rupees, 0 when it lists no rooms. */
export function minRoomPrice(hotel: { rooms: readonly { price: number }[] }): number {
  return hotel.rooms.length === 0 ? 0 : Math.min(...hotel.rooms.map((room) => room.price));
}

/** The first `n` items to show and how many are left for a '+N more' line. */
export function splitVisible<T>(items: readonly T[], n: number): { visible: T[]; more: number } {
  const count = Math.max(0, Math.floor(n));
  return { visible: items.slice(0, count), more: Math.max(0, items.length - count) };
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping: 12500 gives '₹12,500', 125000 gives '₹1,25,000'. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${rupeeFormat.format(Math.abs(amount))}`;
}

/** Mean of review ratings rounded to one decimal, 0 when there are none. */
export function reviewAverage(reviews: { count: number; sum: number }): number {
  if (reviews.count <= 0) return 0;
  return Math.round((reviews.sum / reviews.count) * 10) / 10;
}

/**
 * The one rule for the rating a hotel is shown with: the average of its guests' reviews where it has any (with
 * their count); else the hotel's own rating, labelled as such and with no review count; a hotel with neither
 * (a future project, rated 0) is shown as not yet rated.
 */
export function shownRating(hotelRating: number | null | undefined, reviews: { count: number; sum: number }): ShownRating {
  if (reviews.count > 0) return { source: 'reviews', score: reviewAverage(reviews), reviews: reviews.count };
  if (hotelRating && hotelRating > 0) return { source: 'hotel', score: Math.round(hotelRating * 10) / 10 };
  return { source: 'none' };
}

/** A shown rating's score to sort by: not yet rated sorts last. */
export function shownRatingScore(rating: ShownRating): number {
  return rating.source === 'none' ? 0 : rating.score;
}

/** A shown rating in words: score '4.7' and basis '3 reviews' / 'Hotel rating'; no score when not yet rated. */
export function shownRatingText(rating: ShownRating): { score: string | null; basis: string; label: string } {
  if (rating.source === 'none') return { score: null, basis: 'Not yet rated', label: 'Not yet rated' };
  const score = rating.score.toFixed(1);
  if (rating.source === 'hotel') return { score, basis: 'Hotel rating', label: `Hotel rating: ${score} out of 5` };
  const basis = `${rating.reviews} ${rating.reviews === 1 ? 'review' : 'reviews'}`;
  return { score, basis, label: `Rated ${score} out of 5 from ${basis}` };
}
