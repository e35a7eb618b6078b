import type { BookingAnalytics } from '@suvarna/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { AdminAnalyticsScreen, compactRupees } from './admin-analytics-screen';

const adminState = signedInState({ id: 'a-1', full_name: 'Meera Kapoor', email: 'admin@suvarnahotels.in', role: 'manager' });

const analytics: BookingAnalytics = {
  months: [
    { month: '2026-10', bookings: 2, revenue: 0, booked_value: 71680 },
    { month: '2026-11', bookings: 3, revenue: 35840, booked_value: 107520 },
  ],
  occupancy: [
    { hotel_id: '1', hotel_name: 'Suvarna Imperial Delhi', room_nights_sold: 12, room_nights_available: 1200, rate: 0.01 },
    { hotel_id: '2', hotel_name: 'Suvarna Palace Jaipur', room_nights_sold: 60, room_nights_available: 600, rate: 0.1 },
  ],
  window: { from: '2026-11-23', to: '2026-12-23' },
};
const summary = { total: 5, pending: 2, confirmed: 1, completed: 1, cancelled: 1, revenue: 35840 };

describe('AdminAnalyticsScreen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const url = new URL(input.url);
        if (url.pathname === '/api/admin/bookings/analytics') return jsonResponse(analytics);
        if (url.pathname === '/api/admin/bookings') return jsonResponse({ bookings: [], total: 5, page: 1, page_size: 1, summary });
        return jsonResponse({ detail: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when the figures load, then the tiles, charts and their tables show them in rupees', async () => {
    renderWithProviders(<AdminAnalyticsScreen isAuthenticated />, { preloadedState: adminState });
    const revenue = await screen.findByRole('figure', { name: 'Revenue by Month' });
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Paid Revenue')).toHaveTextContent('₹35,840');
    expect(tile('Booked Value')).toHaveTextContent('₹1,79,200');
    expect(tile('Bookings')).toHaveTextContent('5');
    expect(tile('Occupancy')).toHaveTextContent('4%');

    // The text alternative: every month's figures as table rows.
    const rows = within(revenue).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['MonthPaid revenueBooked value', 'October 2026₹0₹71,680', 'November 2026₹35,840₹1,07,520']);
    expect(within(revenue).getByText(/Paid revenue ₹35,840 and booked value ₹1,79,200 over the last 12 months/)).toBeInTheDocument();

    const occupancy = screen.getByRole('figure', { name: 'Occupancy by Hotel' });
    expect(within(occupancy).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Suvarna Palace Jaipur (60 of 600 room nights)10%',
      'Suvarna Imperial Delhi (12 of 1,200 room nights)1%',
    ]);
    const status = await screen.findByRole('figure', { name: 'Bookings by Status' });
    expect(within(status).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Pending2', 'Confirmed1', 'Completed1', 'Cancelled1']);
  });

  it('lists the spec’s planned features, marking those already live', async () => {
    renderWithProviders(<AdminAnalyticsScreen isAuthenticated />, { preloadedState: adminState });
    const features = screen.getByRole('region', { name: 'Analytics Features' });
    expect(within(features).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Revenue Analytics',
      'Booking Trends',
      'Hotel Performance',
      'Customer Insights',
      'Occupancy Rates',
      'Financial Reports',
      'Predictive Analytics',
    ]);
    expect(await screen.findByRole('figure', { name: 'Revenue by Month' })).toBeInTheDocument();
  });

  it('when the figures fail to load, then it is logged and the page says so without inventing numbers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'down' }, 503)));
    renderWithProviders(<AdminAnalyticsScreen isAuthenticated />, { preloadedState: adminState });
    expect(await screen.findByText(/The figures could not be loaded just now/)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load analytics', expect.anything());
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('writes compact rupees for the axis', () => {
    expect([0, 950, 50_000, 1_50_000, 2_00_00_000].map(compactRupees)).toEqual(['₹0', '₹950', '₹50K', '₹1.5L', '₹2Cr']);
  });
});
