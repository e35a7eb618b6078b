import { paymentReference } from '@suvarna/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhereAmI, renderRoutes } from '../features/auth/testing/render-routes';
import { PaymentResult } from '../features/payment/components/payment-result';
import { guestUser, jsonResponse, renderWithProviders, signedInState } from '../test/render';
import { BookingCancelRoute } from './booking-cancel-route';
import { BookingSuccessRoute } from './booking-success-route';

const sessionId = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV';
const status = (payment_status: 'paid' | 'unpaid', guestEmail = 'asha@example.com') => ({
  session_id: sessionId,
  payment_status,
  status: payment_status === 'paid' ? 'complete' : 'open',
  amount: 154560,
  currency: 'INR',
  booking_id: 'bk1',
  booking: {
    id: 'bk1',
    confirmation_code: 'SUV-K7PQ-3MZT',
    hotelName: 'Suvarna Grand New Delhi',
    checkIn: '2026-03-12',
    checkOut: '2026-03-14',
    guestInfo: { name: 'Asha Verma', email: guestEmail },
  },
});

const routes = [
  { path: '/booking-success', element: <BookingSuccessRoute /> },
  { path: '/booking-cancel', element: <BookingCancelRoute /> },
  { path: '*', element: <WhereAmI /> },
];

describe('/booking-success', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(status('paid')));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('when nobody is signed in, then the page sends them to /login, remembering where they were going', async () => {
    renderRoutes(routes, { initialEntries: [`/booking-success?session_id=${sessionId}`], preloadedState: { auth: { status: 'signedOut', token: null, user: null } } });
    const where = await screen.findByLabelText('current location');
    expect(where).toHaveTextContent('/login');
    expect(where.dataset.state).toContain(`/booking-success?session_id=${sessionId}`);
  });

  it('when there is no session_id, then the page sends the guest to /book-now', async () => {
    renderRoutes(routes, { initialEntries: ['/booking-success'], preloadedState: signedInState() });
    expect(await screen.findByLabelText('current location')).toHaveTextContent('/book-now');
  });

  it("when the payment is paid, then 'Booking Confirmed!' with the payment card, the booking card, both buttons and what happens next", async () => {
    renderRoutes(routes, { initialEntries: [`/booking-success?session_id=${sessionId}`], preloadedState: signedInState() });
    expect(screen.getByText('Verifying your payment')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0].url).toContain(`/api/payments/checkout-status/${sessionId}`);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('₹1,54,560 INR')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    // A short payment reference, not the raw Stripe session id.
    expect(screen.getByTestId('payment-reference')).toHaveTextContent(/^PAY-[A-Z0-9]{8}$/);
    expect(screen.getByTestId('payment-reference')).toHaveTextContent(paymentReference(sessionId));
    expect(screen.queryByText(new RegExp(sessionId.slice(0, 12)))).toBeNull();
    expect(screen.getByText('Suvarna Grand New Delhi')).toBeInTheDocument();
    expect(screen.getByText('SUV-K7PQ-3MZT')).toBeInTheDocument();
    expect(screen.getByText('Thu, 12 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Book Another Stay' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    expect(screen.getByText(/confirmation email/)).toBeInTheDocument();
    expect(screen.getByText(/24-48 hours before your arrival/)).toBeInTheDocument();
    expect(screen.getByText(/manage your booking from your dashboard/)).toBeInTheDocument();
  });

  it("when the booking has no guest e-mail, then the signed-in guest's e-mail is shown", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(status('paid', '')));
    renderRoutes(routes, { initialEntries: [`/booking-success?session_id=${sessionId}`], preloadedState: signedInState() });
    expect(await screen.findByText(guestUser.email)).toBeInTheDocument();
  });

  it("when the payment stays unpaid past the checks, then 'Payment Processing' with its sentence and a Processing status", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(status('unpaid')));
    renderWithProviders(<PaymentResult sessionId={sessionId} userEmail="a@e.in" delays={[5, 10, 20]} />, { preloadedState: signedInState() });
    expect(screen.getByText('Verifying your payment')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.getByText('Your payment is being processed. Please check back in a few minutes.')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByText('SUV-K7PQ-3MZT')).not.toBeInTheDocument();
  });

  it('when the payment turns paid on a later check, then the page confirms it', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse(status('unpaid'))).mockImplementation(async () => jsonResponse(status('paid')));
    renderWithProviders(<PaymentResult sessionId={sessionId} userEmail="a@e.in" delays={[5, 10, 20]} />, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the status cannot be read, then the error card with links to the dashboard and to support', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Payment session not found', code: 'payment_session_not_found' }, 404));
    renderRoutes(routes, { initialEntries: [`/booking-success?session_id=${sessionId}`], preloadedState: signedInState() });
    expect(await screen.findByText('Unable to verify payment status. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});

describe('/booking-cancel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ success: true, status: 'expired' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('when it opens, then every text, link and the support phone of the spec are there', () => {
    renderRoutes(routes, { initialEntries: ['/booking-cancel'], preloadedState: { auth: { status: 'signedOut', token: null, user: null } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your booking was cancelled and no payment has been charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('link', { name: 'Browse All Hotels' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /AI Concierge/ })).toHaveAttribute('href', '/ai-demos');
    expect(screen.getByRole('link', { name: '+91 11 4000 7000' })).toHaveAttribute('href', 'tel:+911140007000');
    for (const reason of [/declined/, /timed out/, /connectivity/, /changed your mind/]) expect(screen.getByText(reason)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the guest comes back from a checkout this tab started, then that checkout is expired at once, once', async () => {
    sessionStorage.setItem('suvarna.pending_checkout', 'bk42');
    renderRoutes(routes, { initialEntries: ['/booking-cancel'], preloadedState: signedInState() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toContain('/api/payments/abandon-checkout');
    expect(await request.json()).toEqual({ booking_id: 'bk42' });
    expect(sessionStorage.getItem('suvarna.pending_checkout')).toBeNull();
  });

  it('when the cancel link names the booking and the first call is lost on the way (502), then that booking is expired on a second try, and Try Booking Again keeps its stay', async () => {
    const booking = {
      id: 'bk7', _id: 'bk7', confirmation_code: 'SUV-ABCD-EFGH', status: 'cancelled', payment_status: 'pending',
      hotel: { id: '1', name: 'Suvarna Imperial Delhi', location: 'Delhi', state: 'Delhi', address: '', phone: '', email: '' },
      hotelName: 'Suvarna Imperial Delhi', checkIn: '2030-12-20', checkOut: '2030-12-22', nights: 2, guests: 3,
      rooms: [{ type: 'Deluxe Room', quantity: 2, price: 12000, amount: 48000 }],
      guestInfo: { name: 'Asha', email: 'asha@example.in', phone: '', address: '' }, specialRequests: '',
      roomTotal: 48000, taxes: 5760, totalAmount: 53760, currency: 'INR', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z', statusHistory: [],
    };
    let abandons = 0;
    fetchMock.mockImplementation(async (request: Request) => {
      if (request.url.includes('/api/payments/abandon-checkout')) {
        abandons++;
        return abandons === 1 ? jsonResponse({ detail: 'The payment service is unreachable' }, 502) : jsonResponse({ success: true, status: 'expired' });
      }
      return jsonResponse(booking);
    });
    renderRoutes(routes, { initialEntries: ['/booking-cancel?booking=bk7'], preloadedState: signedInState() });
    await waitFor(() => expect(abandons).toBe(2), { timeout: 5_000 });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute(
        'href',
        '/book-now?hotel=1&checkIn=2030-12-20&checkOut=2030-12-22&guests=3&room=Deluxe+Room&rooms=2',
      ),
    );
  });
});
