import type { AdminBookingPage, BookingAnalytics } from '@suvarna/contracts';

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDate(month: string): Date {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1));
}

/** 2026-11 → "Nov ’26" (axis label). */
export function shortMonth(month: string): string {
  const parts = monthFormat.formatToParts(monthDate(month));
  const name = parts.find((p) => p.type === 'month')?.value ?? '';
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  return `${name} ’${year}`;
}

/** 2026-11 → "November 2026" (tables, text alternatives). */
export function longMonth(month: string): string {
  return longMonthFormat.format(monthDate(month));
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 2026-12-04 → 4 Dec 2026 (a calendar date, shown as written). */
export function formatDay(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 0.4567 → "45.7%". */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}

export interface AnalyticsTotals {
  revenue: number;
  bookedValue: number;
  bookings: number;
  /** Room nights sold over room nights there are, across every open hotel; null without any rooms. */
  occupancy: number | null;
  busiestMonth: string | null;
}

/** The headline figures over the analytics' twelve months and occupancy window. */
export function analyticsTotals(analytics: BookingAnalytics): AnalyticsTotals {
  const revenue = analytics.months.reduce((sum, m) => sum + m.revenue, 0);
  const bookedValue = analytics.months.reduce((sum, m) => sum + m.booked_value, 0);
  const bookings = analytics.months.reduce((sum, m) => sum + m.bookings, 0);
  const sold = analytics.occupancy.reduce((sum, h) => sum + h.room_nights_sold, 0);
  const available = analytics.occupancy.reduce((sum, h) => sum + h.room_nights_available, 0);
  const busiest = analytics.months.reduce<BookingAnalytics['months'][number] | null>((best, m) => (m.bookings > 0 && (!best || m.bookings > best.bookings) ? m : best), null);
  return {
    revenue: Math.round(revenue * 100) / 100,
    bookedValue: Math.round(bookedValue * 100) / 100,
    bookings,
    occupancy: available > 0 ? sold / available : null,
    busiestMonth: busiest?.month ?? null,
  };
}

/** Bookings by status from the admin list's summary, in the order a booking moves. */
export function statusBreakdown(summary: AdminBookingPage['summary']): { status: string; label: string; count: number }[] {
  const rows = [
    { status: 'pending', label: 'Pending', count: summary.pending },
    { status: 'confirmed', label: 'Confirmed', count: summary.confirmed },
    { status: 'completed', label: 'Completed', count: summary.completed },
    { status: 'cancelled', label: 'Cancelled', count: summary.cancelled },
  ];
  return rows;
}

/** A round axis maximum at or above the largest value (1, 2, 2.5, 5 × a power of ten). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
