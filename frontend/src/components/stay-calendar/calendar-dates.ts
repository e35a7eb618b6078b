import { addDays, MAX_NIGHTS, nightsBetween } from '@suvarna/contracts';

/** A month as YYYY-MM. */
export type Month = string;

export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);
export const firstOf = (month: Month): string => `${month}-01`;

export function addMonths(month: Month, months: number): Month {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const utc = (isoDate: string) => {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** 0 = Monday … 6 = Sunday: Indian calendars start the week on Monday. */
export const weekdayOf = (isoDate: string): number => (utc(isoDate).getUTCDay() + 6) % 7;

export const weekdays = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
] as const;

/** The month's weeks, Monday first, with null where a day belongs to the month before or after. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = firstOf(month);
  const days = nightsBetween(first, firstOf(addMonths(month, 1)));
  const cells: (string | null)[] = [...Array<null>(weekdayOf(first)).fill(null), ...Array.from({ length: days }, (_, i) => addDays(first, i))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const monthLabel = (month: Month) => monthName.format(utc(firstOf(month)));
export const dayLabel = (isoDate: string) => dayName.format(utc(isoDate));
export const shortDayLabel = (isoDate: string) => shortDay.format(utc(isoDate));

/** A night's price in a day cell: ₹950, ₹8k, ₹12.5k (the full figure is in the cell's name). */
export function compactRupees(rupees: number): string {
  if (rupees < 1000) return `₹${Math.round(rupees)}`;
  const thousands = Math.round(rupees / 100) / 10;
  return `₹${Number.isInteger(thousands) ? thousands : thousands.toFixed(1)}k`;
}

export interface NightInfo {
  price: number | null;
  soldOut: boolean;
}

export interface StayRange {
  checkIn: string;
  checkOut: string;
}

/**
 * The picker's rules, the server's own: nothing before today (India), a sold-out night cannot start a stay
 * nor be stayed through, and a stay is 1 to MAX_NIGHTS nights. `nights` holds what the calendar endpoint
 * said; a night it did not answer for counts as free (the server decides at booking).
 */
export class StayRules {
  constructor(
    private readonly today: string,
    private readonly nights: ReadonlyMap<string, NightInfo>,
  ) {}

  isPast(date: string): boolean {
    return date < this.today;
  }

  isSoldOut(date: string): boolean {
    return this.nights.get(date)?.soldOut ?? false;
  }

  /** A date a stay may begin on. */
  canCheckIn(date: string): boolean {
    return !this.isPast(date) && !this.isSoldOut(date);
  }

  /** The last check-out date for a stay from `checkIn`: MAX_NIGHTS on, or the first sold-out night (leaving that morning). */
  lastCheckOut(checkIn: string): string {
    for (let i = 1; i <= MAX_NIGHTS; i++) {
      const date = addDays(checkIn, i);
      if (this.isSoldOut(date) || i === MAX_NIGHTS) return date;
    }
    return addDays(checkIn, MAX_NIGHTS);
  }

  canCheckOut(checkIn: string, date: string): boolean {
    return date > checkIn && date <= this.lastCheckOut(checkIn);
  }
}

/**
 * One pick on the calendar. With no check-in yet (or a stay already complete), the date starts a stay;
 * with a check-in, a date it can end on completes the stay, and any other date that can start one starts
 * it afresh. Returns undefined when the date can do neither.
 */
export function pickDate(rules: StayRules, draft: { checkIn?: string; checkOut?: string }, date: string): { checkIn: string; checkOut?: string } | undefined {
  if (draft.checkIn && !draft.checkOut && rules.canCheckOut(draft.checkIn, date)) return { checkIn: draft.checkIn, checkOut: date };
  if (rules.canCheckIn(date)) return { checkIn: date };
  return undefined;
}

/** The date keyboard focus moves to for a key of the WAI-ARIA date-picker grid, or undefined for other keys. */
export function movedFocus(date: string, key: string, shift = false): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return sameDayIn(date, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function sameDayIn(date: string, months: number): string {
  const target = addMonths(monthOf(date), months);
  const lastDay = nightsBetween(firstOf(target), firstOf(addMonths(target, 1)));
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${target}-${String(day).padStart(2, '0')}`;
}
