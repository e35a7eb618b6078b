import type { Booking } from '@suvarna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { BookingDetail } from './booking-detail';

const booking: Booking = {
  id: 'bk-1',
  _id: 'bk-1',
  confirmation_code: 'SUV-ABCD-EFGH',
  status: 'pending',
  payment_status: 'pending',
  hotel: { id: '1', name: 'Suvarna Imperial Delhi', location: 'New Delhi', state: 'Delhi', address: '1 Janpath', phone: '+91 11 4000 1000', email: 'delhi@suvarnahotels.in' },
  hotelName: 'Suvarna Imperial Delhi',
  checkIn: '2026-03-20',
  checkOut: '2026-03-22',
  nights: 2,
  guests: 2,
  rooms: [{ type: 'Deluxe Room', quantity: 1, price: 12000, amount: 24000 }],
  guestInfo: { name: 'Kabir Malhotra', email: 'guest@suvarnahotels.in', phone: '', address: '' },
  specialRequests: 'Late arrival',
  roomTotal: 24000,
  taxes: 2880,
  totalAmount: 26880,
  currency: 'INR',
  createdAt: '2026-03-10T06:00:00Z',
  updatedAt: '2026-03-10T06:00:00Z',
  statusHistory: [],
  hold_expires_at: null,
  cancellation: { allowed: true, deadline: '2026-03-17T18:30:00.000Z', reason: null },
};

function renderDetail(startCheckout = vi.fn(async (): Promise<string | undefined> => undefined)) {
  const rendered = renderWithProviders(<BookingDetail id="bk-1" checkout={{ startCheckout, starting: false }} />, { preloadedState: signedInState() });
  return { ...rendered, startCheckout };
}

describe('BookingDetail', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(booking));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the booking is read, then the code, statuses, stay, guest and the full price breakdown show', async () => {
    renderDetail();
    expect(await screen.findByTestId('confirmation-code')).toHaveTextContent('SUV-ABCD-EFGH');
    expect(screen.getByText('Awaiting Payment')).toBeInTheDocument();
    expect(screen.getByText('Payment Pending')).toBeInTheDocument();
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    expect(screen.getByText('Late arrival')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(price).getByText('1 × ₹12,000 × 2 nights')).toBeInTheDocument();
    expect(within(price).getByTestId('taxes')).toHaveTextContent('₹2,880');
    expect(within(price).getByTestId('total')).toHaveTextContent('₹26,880');
    expect(screen.queryByRole('button', { name: 'Resume payment' })).not.toBeInTheDocument();
  });

  it('when the stay is paid but the hotel has not pressed Confirm yet, then the guest reads Confirmed and Paid, never Pending', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ...booking, payment_status: 'completed' }));
    renderDetail();
    await screen.findByTestId('confirmation-code');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText(/Pending/)).not.toBeInTheDocument();
  });

  it('when the rooms are still held, then the hold says how long and Resume payment opens checkout for this booking', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ...booking, hold_expires_at: new Date(Date.now() + 12 * 60_000 + 30_000).toISOString() }));
    const { user, startCheckout } = renderDetail();
    expect(await screen.findByTestId('hold-minutes')).toHaveTextContent(/^Your rooms are held for 12 more minutes, until \d{1,2}:\d{2} [ap]m IST\./);
    await user.click(screen.getByRole('button', { name: 'Resume payment' }));
    expect(startCheckout).toHaveBeenCalledWith('bk-1');
  });

  it('when the guest releases the rooms of the hold, then the release call is made and the booking reads cancelled, nothing charged', async () => {
    const held = { ...booking, hold_expires_at: new Date(Date.now() + 12 * 60_000).toISOString() };
    const released = { ...booking, status: 'cancelled', hold_expires_at: null, cancellation: { ...booking.cancellation!, allowed: false }, statusHistory: [{ status: 'cancelled', at: new Date().toISOString(), by_name: 'Asha', by_role: 'guest', reason: 'You released the rooms before paying; nothing was charged' }] };
    let current: object = held;
    fetchMock.mockImplementation(async (request: Request) => {
      if (request.method === 'POST') current = released;
      return jsonResponse(current);
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Release rooms' }));
    expect(await screen.findByText('Your rooms are released and the booking is cancelled. Nothing was charged.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([request]) => request.method === 'POST');
    expect(new URL(call![0].url).pathname).toBe('/api/bookings/bk-1/release');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Not Charged')).toBeInTheDocument();
    expect(screen.getByTestId('cancelled-note')).toHaveTextContent('This booking is cancelled. You released the rooms before paying; nothing was charged.');
  });

  it('when the guest confirms the cancellation, then the cancel call is made and the result shows', async () => {
    fetchMock.mockImplementation(async (request: Request) =>
      request.method === 'POST' ? jsonResponse({ ...booking, status: 'cancelled', cancellation: { ...booking.cancellation!, allowed: false } }) : jsonResponse(booking),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/Nothing has been charged/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    const cancelCall = fetchMock.mock.calls.find(([request]) => request.method === 'POST');
    expect(new URL(cancelCall![0].url).pathname).toBe('/api/bookings/bk-1/cancel');
  });

  it('when the free period is over, then no Cancel button shows but the reason and the phone do', async () => {
    const reason = 'Free cancellation ends 48 hours before check-in, so this booking can no longer be cancelled online. Please call our reservations team for help.';
    fetchMock.mockImplementation(async () => jsonResponse({ ...booking, cancellation: { allowed: false, deadline: booking.cancellation!.deadline, reason } }));
    renderDetail();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 11 4000 7000' })).toHaveAttribute('href', 'tel:+911140007000');
  });

  it("when the booking is someone else's (404), then Booking Not Found shows with a way back", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Booking not found', code: 'not_found' }, 404));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard'));
  });
});
