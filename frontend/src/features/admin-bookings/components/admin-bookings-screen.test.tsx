import type { Booking } from '@suvarna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { bookingPage, sampleBooking } from '../test-bookings';
import { AdminBookingsScreen } from './admin-bookings-screen';

const adminState = signedInState({ id: 'a-1', full_name: 'Meera Kapoor', email: 'admin@suvarnahotels.in', role: 'admin' });

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

// Typing and polling through the whole screen takes a few seconds on a loaded machine.
describe('AdminBookingsScreen', () => {
  let calls: Call[];
  let bookings: Booking[];
  let answer: (call: Call) => Response;

  beforeEach(() => {
    calls = [];
    bookings = [sampleBooking];
    answer = (call) => {
      if (call.method === 'GET') {
        const q = call.search.get('q');
        const found = q ? bookings.filter((b) => b.guestInfo.name.toLowerCase().includes(q.toLowerCase())) : bookings;
        return jsonResponse(bookingPage(found, { summary: bookingPage(bookings).summary }));
      }
      return jsonResponse({ detail: 'unexpected' }, 500);
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const url = new URL(input.url);
        const text = await input.text();
        const call = { method: input.method, path: url.pathname, search: url.searchParams, body: text ? JSON.parse(text) : undefined };
        calls.push(call);
        return answer(call);
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/bookings');

  it('when the admin is not authenticated, then nothing is loaded', () => {
    renderWithProviders(<AdminBookingsScreen isAuthenticated={false} />);
    expect(calls).toEqual([]);
  });

  it('when bookings load, then the tiles count them and each row shows code, guest, hotel, stay, total and status', async () => {
    renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    const row = (await screen.findByText('SUV-7K3M-Q9PX')).closest('tr')!;
    expect(within(row).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(row).getByText('Suvarna Palace Jaipur')).toBeInTheDocument();
    expect(within(row).getByText('4 Dec 2026 – 6 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('₹35,840')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Total Bookings')).toHaveTextContent('1');
    expect(tile('Paid Revenue')).toHaveTextContent('₹0');
    expect(lists()[0]!.search.get('page_size')).toBe('20');
  });

  it('when the admin searches, filters by status and dates, then the list is asked for exactly that', async () => {
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await screen.findByText('SUV-7K3M-Q9PX');
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No Matching Bookings' }, { timeout: 5000 })).toBeInTheDocument();
    expect(lists().at(-1)!.search.get('q')).toBe('nobody');

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.type(screen.getByLabelText('Check-in from'), '2026-12-01');
    await waitFor(() => {
      const last = lists().at(-1)!.search;
      expect(Object.fromEntries(last)).toEqual({ q: 'nobody', status: 'confirmed', check_in_from: '2026-12-01', page_size: '20' });
    });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    // The unfiltered list comes back (from the cache) and every control is reset.
    await screen.findByText('SUV-7K3M-Q9PX');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(screen.getByLabelText('Check-in from')).toHaveValue('');
  });

  it('when there are no bookings at all, then No Bookings Found is shown', async () => {
    bookings = [];
    renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    expect(await screen.findByRole('heading', { name: 'No Bookings Found' })).toBeInTheDocument();
  });

  it('when there are more than 20, then the pages move with Next and Previous', async () => {
    answer = (call) => jsonResponse(bookingPage([sampleBooking], { total: 45, page: Number(call.search.get('page') ?? 1) }));
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lists().at(-1)!.search.get('page')).toBe('2');
  });

  it('when the admin confirms a pending booking, then the move is sent and the new status shown', async () => {
    const base = answer;
    answer = (call) => (call.method === 'PATCH' ? jsonResponse({ ...sampleBooking, status: 'confirmed' }) : base(call));
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'View booking SUV-7K3M-Q9PX' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking SUV-7K3M-Q9PX' });
    expect(within(dialog).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('button', { name: 'Complete' });
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/bookings/b-1/status', body: { status: 'confirmed' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Booking SUV-7K3M-Q9PX is now confirmed.');
  });

  it('when a status change is refused, then Failed to update booking status shows with the reason', async () => {
    const base = answer;
    answer = (call) => (call.method === 'PATCH' ? jsonResponse({ detail: 'Only confirmed → completed is allowed from confirmed', code: 'status_move_not_allowed' }, 409) : base(call));
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'View booking SUV-7K3M-Q9PX' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update booking status');
    expect(alert).toHaveTextContent('Only confirmed → completed is allowed from confirmed');
  });

  it('when the admin cancels a paid booking, then a reason is required and the refund is announced', async () => {
    const paid: Booking = { ...sampleBooking, status: 'confirmed', payment_status: 'completed' };
    bookings = [paid];
    const base = answer;
    let refunded = false;
    answer = (call) => {
      if (call.method === 'POST') return jsonResponse({ ...paid, status: 'cancelled', updatedAt: '2026-11-21T10:00:00.000Z' });
      if (call.path === '/api/bookings/b-1') return jsonResponse({ ...paid, status: 'cancelled', payment_status: refunded ? 'refunded' : 'completed', updatedAt: '2026-11-21T10:00:01.000Z' });
      return base(call);
    };
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'View booking SUV-7K3M-Q9PX' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking…' }));
    expect(within(dialog).getByText(/The guest paid ₹35,840; it is refunded in full through Stripe/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please give a reason for the cancellation')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason for the cancellation/), 'Hotel closed for repairs');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(/A full refund of ₹35,840 is on its way to the guest through Stripe/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/bookings/b-1/cancel', body: { reason: 'Hotel closed for repairs' } });
    expect(within(dialog).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();

    // The dialog follows the booking until payment reports the refund.
    refunded = true;
    expect(await within(dialog).findByText(/Stripe has confirmed the refund\./, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Refunded')).toBeInTheDocument();
  });

  it('when a cancellation fails, then the server detail is shown', async () => {
    const base = answer;
    answer = (call) => (call.method === 'POST' ? jsonResponse({ detail: 'This booking is already cancelled.' }, 409) : base(call));
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'View booking SUV-7K3M-Q9PX' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    await user.type(screen.getByLabelText(/Reason for the cancellation/), 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is already cancelled.');
  });

  it('when Export CSV is pressed, then every page of the filtered list is fetched and downloaded as one file', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ ...sampleBooking, id: `b-${i}`, confirmation_code: `SUV-AAAA-${String(i).padStart(4, '0')}` }));
    answer = (call) => {
      const size = Number(call.search.get('page_size') ?? 20);
      const page = Number(call.search.get('page') ?? 1);
      return jsonResponse(bookingPage(many.slice((page - 1) * size, page * size), { total: many.length, page, page_size: size }));
    };
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:bookings';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    const { user } = renderWithProviders(<AdminBookingsScreen isAuthenticated />, { preloadedState: adminState });
    await screen.findByText('SUV-AAAA-0000');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 130 bookings to CSV.')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    const exportCalls = lists().filter((c) => c.search.get('page_size') === '100');
    expect(exportCalls.map((c) => c.search.get('page') ?? '1')).toEqual(['1', '2']);
    const text = await blobs[0]!.text();
    expect(text.replace(/^\ufeff/, '').split('\r\n').filter(Boolean)).toHaveLength(131);
  });
});
