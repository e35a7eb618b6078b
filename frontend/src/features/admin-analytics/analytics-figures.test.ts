import type { BookingAnalytics } from '@suvarna/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsTotals, longMonth, niceMax, percent, shortMonth } from './analytics-figures';

const analytics: BookingAnalytics = {
  months: [
    { month: '2026-10', bookings: 2, revenue: 10000.5, booked_value: 20000 },
    { month: '2026-11', bookings: 5, revenue: 35840, booked_value: 80000.25 },
  ],
  occupancy: [
    { hotel_id: '1', hotel_name: 'Delhi', room_nights_sold: 30, room_nights_available: 1200, rate: 0.025 },
    { hotel_id: '2', hotel_name: 'Jaipur', room_nights_sold: 90, room_nights_available: 600, rate: 0.15 },
  ],
  window: { from: '2026-11-23', to: '2026-12-23' },
};

describe('analytics figures', () => {
  it('when months and hotels are summed, then revenue, value, bookings and the pooled occupancy come out', () => {
    expect(analyticsTotals(analytics)).toEqual({ revenue: 45840.5, bookedValue: 100000.25, bookings: 7, occupancy: 120 / 1800, busiestMonth: '2026-11' });
  });

  it('when there are no rooms and no bookings, then occupancy and the busiest month are unknown', () => {
    expect(analyticsTotals({ ...analytics, months: [{ month: '2026-11', bookings: 0, revenue: 0, booked_value: 0 }], occupancy: [] })).toMatchObject({ occupancy: null, busiestMonth: null, bookings: 0 });
  });

  it('formats months, rates and axis tops', () => {
    expect(shortMonth('2026-01')).toBe('Jan ’26');
    expect(longMonth('2026-11')).toBe('November 2026');
    expect(percent(0.4567)).toBe('45.7%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect([0, 3, 18, 1_252_160, 0.4].map(niceMax)).toEqual([1, 5, 20, 2_000_000, 0.5]);
  });
});
