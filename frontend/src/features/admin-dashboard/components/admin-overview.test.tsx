import type { DashboardStats } from '@suvarna/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { AdminOverview, unavailableText } from './admin-overview';

const adminState = signedInState({ id: 'a-1', full_name: 'Meera Kapoor', email: 'admin@suvarnahotels.in', role: 'admin' });

const booking = (code: string, status: string) => ({
  id: code,
  _id: code,
  confirmation_code: code,
  status,
  payment_status: 'pending',
  hotel: { id: '1', name: 'Suvarna Imperial Delhi', location: 'Delhi', state: 'Delhi', address: '', phone: '', email: '' },
  hotelName: 'Suvarna Imperial Delhi',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  nights: 2,
  guests: 2,
  rooms: [{ type: 'Deluxe Room', quantity: 1, price: 12000, amount: 24000 }],
  guestInfo: { name: 'Asha Verma', email: 'asha@example.com', phone: '', address: '' },
  specialRequests: '',
  roomTotal: 24000,
  taxes: 2880,
  totalAmount: 26880,
  currency: 'INR',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  statusHistory: [],
});

describe('AdminOverview', () => {
  let stats: DashboardStats;

  beforeEach(() => {
    stats = { total_users: 11, total_bookings: 2, total_revenue: 0, active_hotels: 17, unavailable: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const path = new URL(input.url).pathname;
        if (path === '/api/admin/dashboard/stats') return jsonResponse(stats);
        if (path === '/api/admin/bookings')
          return jsonResponse({
            bookings: [booking('SUV-AAAA-BBBB', 'pending'), booking('SUV-CCCC-DDDD', 'confirmed')],
            total: 2,
            page: 1,
            page_size: 5,
            summary: { total: 2, pending: 1, confirmed: 1, completed: 0, cancelled: 0, revenue: 0 },
          });
        if (path === '/api/admin/bookings/analytics')
          return jsonResponse({
            months: [],
            occupancy: [{ hotel_id: '1', hotel_name: 'Suvarna Imperial Delhi', room_nights_sold: 3, room_nights_available: 1200, rate: 0.0025 }],
            window: { from: '2026-11-23', to: '2026-12-23' },
          });
        if (path === '/api/admin/bookings/inventory-warnings')
          return jsonResponse({
            hotel_id: '',
            warnings: [{ hotel_id: '1', hotel_name: 'Suvarna Imperial Delhi', room_type: 'Deluxe Room', available: 1, nights: [{ night: '2026-12-04', sold: 2 }, { night: '2026-12-05', sold: 2 }] }],
          });
        return jsonResponse({ detail: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when everything answers, then pending bookings, occupancy, inventory warnings and the latest bookings show', async () => {
    renderWithProviders(<AdminOverview />, { preloadedState: adminState });
    const pending = await screen.findByRole('link', { name: /Awaiting confirmation\s*1\s*Pending bookings to confirm/ });
    expect(pending).toHaveAttribute('href', '/admin/bookings?status=pending');
    expect(await screen.findByRole('link', { name: /Occupancy, next 30 nights\s*0.3%/ })).toHaveAttribute('href', '/admin/analytics');
    expect(await screen.findByRole('link', { name: /Inventory warnings\s*1\s*Room types sold beyond their rooms on 2 nights/ })).toHaveAttribute('href', '/admin/hotels');
    const latest = screen.getByRole('list', { name: 'Latest bookings' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(2);
    expect(within(latest).getByRole('link', { name: 'SUV-AAAA-BBBB' })).toHaveAttribute('href', '/admin/bookings?q=SUV-AAAA-BBBB');
    expect(within(latest).getAllByText('₹26,880')).toHaveLength(2);
    expect(screen.queryByText(/unavailable right now/)).not.toBeInTheDocument();
  });

  it('when a figure’s service is down, then it is named and the other figures still show', async () => {
    stats = { total_users: null, total_bookings: 2, total_revenue: 0, active_hotels: 17, unavailable: ['total_users'] };
    renderWithProviders(<AdminOverview />, { preloadedState: adminState });
    const notice = await screen.findByText(/Total Users is unavailable right now/);
    const box = notice.closest('[role="status"]') as HTMLElement;
    const value = (label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Total Users')).toHaveTextContent('Unavailable');
    expect(value('Active Hotels')).toHaveTextContent('17');
    expect(value('Total Revenue')).toHaveTextContent('₹0');
  });

  it('names two missing figures together', () => {
    expect(unavailableText({ total_users: null, total_bookings: 1, total_revenue: 0, active_hotels: null, unavailable: ['total_users', 'active_hotels'] })).toBe(
      'Total Users and Active Hotels are unavailable right now; the service that keeps them did not answer. The other figures are current.',
    );
  });
});
