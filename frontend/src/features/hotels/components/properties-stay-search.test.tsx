import { screen, waitFor, within } from '@testing-library/react';
import { addDays, bookingMessages, defaultStay, indiaToday } from '@suvarna/contracts';
import type { AvailabilitySearch, Hotel } from '@suvarna/contracts';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { catalogueHotels, makeHotel } from '../testing/hotel-fixtures';
import { PropertiesBrowser } from './properties-browser';

const checkIn = addDays(indiaToday(), 10);
const checkOut = addDays(indiaToday(), 13);
const stayRoute = `/hotels?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`;

/** Delhi holds 3 guests for ₹1,20,960 over 3 nights; Mumbai is sold out; Ganga is cheaper; the others are not open. */
function searchAnswer(url: URL): AvailabilitySearch {
  return {
    check_in: url.searchParams.get('check_in') ?? '',
    check_out: url.searchParams.get('check_out') ?? '',
    nights: 3,
    guests: Number(url.searchParams.get('guests')),
    hotels: [
      { hotel_id: '1', bookable: true, rooms: [], fits: true, stay_total: 120960 },
      { hotel_id: '2', bookable: true, rooms: [], fits: false, stay_total: null },
      { hotel_id: '3', bookable: true, rooms: [], fits: true, stay_total: 80640 },
    ],
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const cards = () => screen.queryAllByTestId('hotel-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const cardOf = (name: string) => {
  const card = cards().find((candidate) => within(candidate).queryByRole('heading', { name }));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};
const searchCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/bookings/availability/search');
const currentAddress = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

function render(route: string) {
  return renderWithProviders(
    <>
      <PropertiesBrowser />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('PropertiesBrowser dates-and-guests search', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let hotels: Hotel[];

  beforeEach(() => {
    hotels = catalogueHotels;
    fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability/search') return jsonResponse(searchAnswer(url));
      return jsonResponse(hotels);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when no search stands, then the bar offers the booking defaults and availability is not asked', async () => {
    render('/hotels');
    await screen.findAllByTestId('hotel-card');
    const stay = defaultStay();
    expect(screen.getByLabelText('Check-in')).toHaveValue(stay.checkIn);
    expect(screen.getByLabelText('Check-out')).toHaveValue(stay.checkOut);
    expect(screen.getByLabelText('Guests')).toHaveValue(stay.guests);
    expect(screen.queryAllByTestId('stay-availability')).toHaveLength(0);
    expect(searchCalls(fetchMock)).toHaveLength(0);
  });

  it('when a search stands, then each hotel says whether it has rooms and the whole stay price, and Book carries the stay', async () => {
    render(stayRoute);
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('Available for your dates'));
    const [call] = searchCalls(fetchMock);
    expect(call?.searchParams.get('check_in')).toBe(checkIn);
    expect(call?.searchParams.get('check_out')).toBe(checkOut);
    expect(call?.searchParams.get('guests')).toBe('3');

    expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('₹1,20,960 for 3 nights');
    expect(cardOf('Suvarna Ganga Wellness')).toHaveTextContent('₹80,640 for 3 nights');
    expect(cardOf('Suvarna Marine Drive Mumbai')).toHaveTextContent('No rooms for these dates');
    expect(cardOf('Suvarna Marine Drive Mumbai')).not.toHaveTextContent('Available for your dates');
    // Not open, so not in the search's answer: no rooms either.
    expect(cardOf('Suvarna Indus Leh')).toHaveTextContent('No rooms for these dates');

    const stayQuery = `checkIn=${checkIn}&checkOut=${checkOut}&guests=3`;
    expect(within(cardOf('Suvarna Imperial Delhi')).getByRole('link', { name: /^Book/ })).toHaveAttribute('href', `/book-now?hotel=1&${stayQuery}`);
    expect(within(cardOf('Suvarna Imperial Delhi')).getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/hotels/1?${stayQuery}`);
  });

  it('when sorted by price, then the stay totals order the list with unavailable hotels last, both ways', async () => {
    const { user } = render(stayRoute);
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('Available for your dates'));
    expect(cardNames()).toEqual(catalogueHotels.map((hotel) => hotel.name));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(cardNames().slice(0, 2)).toEqual(['Suvarna Ganga Wellness', 'Suvarna Imperial Delhi']);
    expect(cardNames().slice(2)).toEqual(['Suvarna Marine Drive Mumbai', 'Suvarna Indus Leh', 'Suvarna Himalayan Sanctuary']);
    expect(currentAddress().searchParams.get('sort')).toBe('price-asc');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(cardNames().slice(0, 2)).toEqual(['Suvarna Imperial Delhi', 'Suvarna Ganga Wellness']);
    expect(cardNames().slice(2)).toEqual(['Suvarna Marine Drive Mumbai', 'Suvarna Indus Leh', 'Suvarna Himalayan Sanctuary']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Recommended');
    expect(cardNames()).toEqual(catalogueHotels.map((hotel) => hotel.name));
    expect(currentAddress().searchParams.has('sort')).toBe(false);
  });

  it('when sorted without a search, then price is the cheapest room per night, and Rating puts the best rated first', async () => {
    hotels = [
      makeHotel({ id: 'a', name: 'Alpha', rating: 4.2, rooms: [{ type: 'Room', price: 9000, capacity: 2, available: 3 }] }),
      makeHotel({ id: 'b', name: 'Bravo', rating: 4.9, rooms: [{ type: 'Room', price: 15000, capacity: 2, available: 3 }] }),
      makeHotel({ id: 'c', name: 'Charlie', rating: 4.6, rooms: [{ type: 'Room', price: 6000, capacity: 2, available: 3 }] }),
    ];
    const { user } = render('/hotels');
    await screen.findAllByTestId('hotel-card');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(cardNames()).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(cardNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    expect(cardNames()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(searchCalls(fetchMock)).toHaveLength(0);
  });

  it('when a search is made, then it goes into the address, and that address opens the same search after a reload', async () => {
    const first = render('/hotels?state=Delhi');
    await screen.findAllByTestId('hotel-card');
    await first.user.clear(screen.getByLabelText('Check-in'));
    await first.user.type(screen.getByLabelText('Check-in'), checkIn);
    await first.user.clear(screen.getByLabelText('Check-out'));
    await first.user.type(screen.getByLabelText('Check-out'), checkOut);
    await first.user.clear(screen.getByLabelText('Guests'));
    await first.user.type(screen.getByLabelText('Guests'), '3');
    await first.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('₹1,20,960 for 3 nights'));

    const address = currentAddress();
    expect(address.searchParams.get('checkIn')).toBe(checkIn);
    expect(address.searchParams.get('checkOut')).toBe(checkOut);
    expect(address.searchParams.get('guests')).toBe('3');
    expect(address.searchParams.get('state')).toBe('Delhi');
    first.unmount();

    render(`${address.pathname}${address.search}`);
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('₹1,20,960 for 3 nights'));
    expect(screen.getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(screen.getByLabelText('Check-out')).toHaveValue(checkOut);
    expect(screen.getByLabelText('Guests')).toHaveValue(3);
    expect(cardNames()).toEqual(['Suvarna Imperial Delhi']);

    await first.user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(currentAddress().searchParams.has('checkIn')).toBe(false);
    expect(currentAddress().searchParams.get('state')).toBe('Delhi');
    expect(screen.queryAllByTestId('stay-availability')).toHaveLength(0);
  });

  it('when check-out is not after check-in, then the booking message shows and nothing is asked', async () => {
    const { user } = render('/hotels');
    await screen.findAllByTestId('hotel-card');
    await user.clear(screen.getByLabelText('Check-in'));
    await user.type(screen.getByLabelText('Check-in'), checkOut);
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), checkIn);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.checkOutAfterCheckIn);
    expect(currentAddress().searchParams.has('checkIn')).toBe(false);
    expect(searchCalls(fetchMock)).toHaveLength(0);
  });

  it('when the party needs more than one room, then the card says how many rooms the price is for', async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/bookings/availability/search') return jsonResponse(hotels);
      const answer = searchAnswer(url);
      answer.hotels[0] = { ...answer.hotels[0]!, stay_total: 2_016_000, stay_rooms: [{ type: 'Deluxe Room', quantity: 25 }] };
      answer.hotels[1] = { ...answer.hotels[1]!, rooms: [{ type: 'City View Room', price: 14000, capacity: 2, available: 36, free: 3 }] };
      answer.hotels[2] = { ...answer.hotels[2]!, stay_rooms: [{ type: 'Deluxe Room', quantity: 1 }] };
      return jsonResponse(answer);
    });
    render(`/hotels?checkIn=${checkIn}&checkOut=${checkOut}&guests=50`);
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('Available for your dates'));
    expect(within(cardOf('Suvarna Imperial Delhi')).getByTestId('stay-rooms')).toHaveTextContent('25 rooms for 50 guests (Deluxe Room × 25)');
    // Book Now opens with the party and the rooms the price is for.
    expect(within(cardOf('Suvarna Imperial Delhi')).getByRole('link', { name: /^Book/ })).toHaveAttribute(
      'href',
      `/book-now?hotel=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=50&room=Deluxe%20Room&rooms=25`,
    );
    expect(within(cardOf('Suvarna Ganga Wellness')).getByRole('link', { name: /^Book/ }).getAttribute('href')).not.toContain('room=');
    expect(within(cardOf('Suvarna Ganga Wellness')).queryByTestId('stay-rooms')).toBeNull();
    expect(cardOf('Suvarna Marine Drive Mumbai')).toHaveTextContent('Not enough free rooms for 50 guests on these dates');
  });

  it('when a standing search is changed into an invalid one, then its results clear and the wrong field is marked and focused', async () => {
    const { user } = render(stayRoute);
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('₹1,20,960 for 3 nights'));
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), checkIn);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.checkOutAfterCheckIn);
    // No stale "₹… for 3 nights" under the error.
    expect(screen.queryAllByTestId('stay-availability')).toHaveLength(0);
    expect(cardOf('Suvarna Imperial Delhi')).not.toHaveTextContent('for 3 nights');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(bookingMessages.checkOutAfterCheckIn);
    expect(screen.getByLabelText('Check-in')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Check-out')).toHaveFocus();

    // A valid search again brings its results back.
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), checkOut);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('₹1,20,960 for 3 nights'));
  });

  it('when the address holds a past check-in, then the message shows and availability is not asked', async () => {
    render(`/hotels?checkIn=${addDays(indiaToday(), -1)}&checkOut=${checkOut}&guests=2`);
    await screen.findAllByTestId('hotel-card');
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.checkInInPast);
    expect(screen.queryAllByTestId('stay-availability')).toHaveLength(0);
    expect(searchCalls(fetchMock)).toHaveLength(0);
  });

  it('when availability cannot be had, then the list stays and says so', async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bookings/availability/search') return jsonResponse({ detail: 'Service unavailable' }, 503);
      return jsonResponse(hotels);
    });
    render(stayRoute);
    expect(await screen.findByText("We couldn't check availability for your dates just now. Please try again.")).toBeInTheDocument();
    expect(cards()).toHaveLength(catalogueHotels.length);
    expect(screen.queryAllByTestId('stay-availability')).toHaveLength(0);
  });
});
