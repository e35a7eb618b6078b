import { bookingMessages, priceStay } from '@suvarna/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { guestUser, jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import type { Hotel } from '@suvarna/contracts';
import { BookingForm, type StayRequest } from './booking-form';

const hotel: Hotel = {
  id: '12',
  _id: '12',
  name: 'Suvarna Rajmahal Jaipur',
  location: 'Jaipur',
  state: 'Rajasthan',
  type: 'Heritage Palace Hotel',
  rating: 4.9,
  shownRating: { source: 'hotel', score: 4.9 },
  images: [],
  amenities: [],
  features: [],
  rooms: [
    { type: 'Palace Room', price: 16000, capacity: 2, available: 20 },
    { type: 'Maharaja Suite', price: 125000, capacity: 4, available: 2 },
  ],
  description: '',
  status: 'active',
  contact: { phone: '', email: '', address: '' },
};

/** 2026-03-10 12:00 in India. */
const NOW = new Date('2026-03-10T06:30:00Z');

const availability = (checkIn: string, checkOut: string, suiteFree = 2) => ({
  hotel_id: '12',
  check_in: checkIn,
  check_out: checkOut,
  nights: 1,
  bookable: true,
  rooms: [
    { type: 'Palace Room', price: 16000, capacity: 2, available: 20, free: 20 },
    { type: 'Maharaja Suite', price: 125000, capacity: 4, available: 2, free: suiteFree },
  ],
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderForm(initial: StayRequest = { checkIn: '2026-03-11', checkOut: '2026-03-13', guests: 2 }) {
  const startCheckout = vi.fn(async (bookingId: string): Promise<string | undefined> => (bookingId ? undefined : 'no booking'));
  const session = { hasToken: () => Boolean(localStorage.getItem('auth_token')), extend: vi.fn() };
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/book-now"
        element={
          <BookingForm
            hotel={hotel}
            user={{ ...guestUser, phone: '+91 98100 00000' }}
            initial={initial}
            onChangeHotel={() => undefined}
            checkout={{ startCheckout, starting: false }}
            session={session}
            now={() => NOW}
          />
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/book-now', preloadedState: signedInState() },
  );
  return { ...rendered, startCheckout };
}

const summary = () => screen.getByRole('region', { name: 'Price summary' });
const proceed = () => screen.getByRole('button', { name: /Proceed to Payment|Processing/ });
const roomsOf = (type: string) => screen.getByLabelText(`Rooms of ${type}`);

describe('BookingForm', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;

  beforeEach(() => {
    fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability') return jsonResponse(availability(url.searchParams.get('check_in')!, url.searchParams.get('check_out')!));
      return jsonResponse({ detail: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('auth_token', 'token-123');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('when rooms are chosen, then the summary shows each line, the room total, 12 % taxes and the total exactly as priceStay computes them', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    expect(within(summary()).getByText('Choose your rooms to see the price of your stay.')).toBeInTheDocument();
    expect(proceed()).toBeDisabled();

    await user.selectOptions(roomsOf('Palace Room'), '2');
    await user.selectOptions(roomsOf('Maharaja Suite'), '1');
    const expected = priceStay(
      [
        { type: 'Palace Room', quantity: 2, pricePaise: 1_600_000 },
        { type: 'Maharaja Suite', quantity: 1, pricePaise: 12_500_000 },
      ],
      2,
    );
    expect(expected.totalPaise).toBe(35_168_000);
    expect(within(summary()).getByText('2 × ₹16,000 × 2 nights')).toBeInTheDocument();
    expect(within(summary()).getByText('1 × ₹1,25,000 × 2 nights')).toBeInTheDocument();
    expect(within(summary()).getByTestId('room-total')).toHaveTextContent('₹3,14,000');
    expect(within(summary()).getByTestId('taxes')).toHaveTextContent('₹37,680');
    expect(within(summary()).getByTestId('total')).toHaveTextContent('₹3,51,680');
    expect(proceed()).toBeEnabled();
  });

  it('when few rooms of a type are free, then "Only N left" shows and no more than that can be chosen', async () => {
    renderForm();
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    const options = within(roomsOf('Maharaja Suite')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['0', '1', '2']);
  });

  it('when the form is sent with problems, then the spec messages come in the spec order', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    const form = screen.getByRole('form', { name: 'Booking form' });
    const alertText = async () => (await screen.findByRole('alert')).textContent;

    fireEvent.change(screen.getByLabelText(/Check-in/), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await alertText()).toContain(bookingMessages.datesRequired);

    fireEvent.change(screen.getByLabelText(/Check-in/), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-03-08' } });
    fireEvent.submit(form);
    await waitFor(async () => expect(await alertText()).toContain(bookingMessages.checkOutAfterCheckIn));

    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-03-11' } });
    fireEvent.submit(form);
    await waitFor(async () => expect(await alertText()).toContain(bookingMessages.checkInInPast));

    fireEvent.change(screen.getByLabelText(/Check-in/), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    fireEvent.submit(form);
    await waitFor(async () => expect(await alertText()).toContain(bookingMessages.roomRequired));

    await user.selectOptions(roomsOf('Palace Room'), '1');
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.click(proceed());
    await waitFor(async () => expect(await alertText()).toContain(bookingMessages.guestRequired));
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/bookings/create'))).toBe(false);
  });

  it('when the stored token is gone before sending, then it asks to sign in again and sends nothing', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Palace Room'), '1');
    localStorage.removeItem('auth_token');
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.reloginRequired);
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/bookings/create'))).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 4_000 });
  });

  it('when Proceed is pressed, then the booking is created with the computed total and an Idempotency-Key, and the booking goes on to checkout', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability') return jsonResponse(availability('2026-03-11', '2026-03-13'));
      if (url.pathname === '/api/bookings/create') {
        bodies.push(await request.json());
        keys.push(request.headers.get('idempotency-key'));
        return jsonResponse({ booking_id: 'bk-9', confirmation_code: 'SUV-ABCD-EFGH', status: 'pending', payment_status: 'pending', total_amount: 71680 }, 201);
      }
      return jsonResponse({ detail: 'Not found' }, 404);
    });
    const { user, startCheckout } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Palace Room'), '2');
    await user.type(screen.getByLabelText('Special Requests'), 'Late arrival');
    await user.click(proceed());

    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('bk-9'));
    expect(bodies).toEqual([
      {
        hotel_id: '12',
        check_in: '2026-03-11',
        check_out: '2026-03-13',
        rooms: [{ type: 'Palace Room', quantity: 2 }],
        guest_info: { name: 'Aarav Sharma', email: 'aarav@example.in', phone: '+91 98100 00000', address: '' },
        special_requests: 'Late arrival',
        total_amount: 71680,
        guests: 2,
      },
    ]);
    expect(keys[0]).toMatch(/\S{8,}/);
  });

  it('when the server refuses the booking, then its detail shows, else the spec fallback', async () => {
    let answer = jsonResponse({ detail: 'Only 1 Maharaja Suite is free on every night of your stay', code: 'rooms_unavailable' }, 409);
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability') return jsonResponse(availability('2026-03-11', '2026-03-13'));
      if (url.pathname === '/api/bookings/create') return answer;
      return jsonResponse({ detail: 'Not found' }, 404);
    });
    const { user, startCheckout } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Maharaja Suite'), '2');
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 Maharaja Suite is free on every night of your stay');

    answer = new Response('upstream down', { status: 502 });
    await user.click(proceed());
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toContain(bookingMessages.createFailed));
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('when the payment session cannot be opened, then its message shows with a link to the saved booking', async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability') return jsonResponse(availability('2026-03-11', '2026-03-13'));
      if (url.pathname === '/api/bookings/create') {
        return jsonResponse({ booking_id: 'bk-7', confirmation_code: 'SUV-ABCD-EFGH', status: 'pending', payment_status: 'pending', total_amount: 35840 }, 201);
      }
      return jsonResponse({ detail: 'Not found' }, 404);
    });
    const { user, startCheckout } = renderForm();
    startCheckout.mockResolvedValueOnce('Failed to create payment session');
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Palace Room'), '1');
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create payment session');
    expect(screen.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', '/booking/bk-7');
  });

  it('when the hotel page chose a room, then the form starts with it', async () => {
    renderForm({ checkIn: '2026-03-11', checkOut: '2026-03-12', guests: 4, room: { type: 'Maharaja Suite', quantity: 1 } });
    await waitFor(() => expect(roomsOf('Maharaja Suite')).toHaveValue('1'));
    expect(screen.getByLabelText('Guests')).toHaveValue('4');
    expect(within(summary()).getByTestId('total')).toHaveTextContent('₹1,40,000');
  });

  it('when Proceed finds rooms and guest details wanting, then each field is marked with its message beside it and the focus goes to the first', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    const form = screen.getByRole('form', { name: 'Booking form' });
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.clear(screen.getByLabelText(/^Email/));

    fireEvent.submit(form);

    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.roomRequired);
    for (const type of ['Palace Room', 'Maharaja Suite']) {
      expect(roomsOf(type)).toHaveAttribute('aria-invalid', 'true');
      expect(roomsOf(type)).toHaveAccessibleDescription(bookingMessages.roomRequired);
    }
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Please fill in the guest’s name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please fill in the guest’s email');
    expect(screen.getByLabelText(/Check-in/)).not.toHaveAttribute('aria-invalid');
    expect(roomsOf('Palace Room')).toHaveFocus();

    // A room chosen: the rooms are no longer marked, and the focus goes to the first field still wanting.
    await user.selectOptions(roomsOf('Palace Room'), '1');
    expect(roomsOf('Palace Room')).not.toHaveAttribute('aria-invalid');
    fireEvent.submit(form);
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toContain(bookingMessages.guestRequired));
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Full Name/), 'Aarav Sharma');
    expect(screen.getByLabelText(/Full Name/)).not.toHaveAttribute('aria-invalid');
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/bookings/create'))).toBe(false);
  });

  it('when the dates stop being a stay, then the date field at fault is marked and described at once, and the rooms and price clear', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Palace Room'), '1');
    expect(within(summary()).getByText('1 × ₹16,000 × 2 nights')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-03-11' } });

    const checkOut = screen.getByLabelText(/Check-out/);
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    expect(checkOut).toHaveAccessibleDescription(bookingMessages.checkOutAfterCheckIn);
    expect(screen.getByLabelText(/Check-in/)).not.toHaveAttribute('aria-invalid');
    expect(roomsOf('Palace Room')).toBeDisabled();
    expect(within(summary()).getByText('Choose your rooms to see the price of your stay.')).toBeInTheDocument();
    expect(screen.getByText('Choose your dates to see the rooms free for your stay.')).toBeInTheDocument();

    fireEvent.submit(screen.getByRole('form', { name: 'Booking form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.checkOutAfterCheckIn);
    expect(checkOut).toHaveFocus();
  });

  it('when the rooms chosen sleep fewer than the guests, then the form says how many rooms they need, beside the room choices', async () => {
    const { user } = renderForm({ checkIn: '2026-03-11', checkOut: '2026-03-12', guests: 7 });
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    await user.selectOptions(roomsOf('Palace Room'), '1');

    const note = screen.getByText('7 guests need at least 2 rooms: the room you chose sleeps 2. Please add a room or choose a larger one.');
    expect(roomsOf('Palace Room')).toHaveAttribute('aria-describedby', note.id);

    await user.selectOptions(roomsOf('Maharaja Suite'), '2');
    expect(screen.queryByText(/need at least/)).not.toBeInTheDocument();
  });

  it('when the search asked for more guests than the list of choices, then the form keeps the party’s number', async () => {
    renderForm({ checkIn: '2026-03-11', checkOut: '2026-03-12', guests: 50 });
    await waitFor(() => expect(roomsOf('Palace Room')).toBeEnabled());
    expect(screen.getByLabelText('Guests')).toHaveValue('50');
  });
});
