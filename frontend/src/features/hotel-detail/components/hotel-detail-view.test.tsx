import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { openHotel, preOpeningHotel } from './hotel-detail-test-data';
import { HotelDetailView } from './hotel-detail-view';
import type { Hotel } from '@suvarna/contracts';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderDetail(hotel: Hotel, isAuthenticated: boolean, query = '') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/hotels/:hotelId"
        element={
          <>
            <HotelDetailView hotel={hotel} isAuthenticated={isAuthenticated} />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/hotels/${hotel.id}${query}` },
  );
}

describe('HotelDetailView', () => {
  beforeEach(() => {
    // Only the clock is faked: user-event still needs real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:45 in a UTC test run is 16:15 in India: the same day in both, as the booking box counts days in India.
    vi.setSystemTime(new Date(2026, 2, 10, 10, 45));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the page opens, then check-in is tomorrow, check-out two days from now and 2 guests are chosen from 1 to 5+', () => {
    renderDetail(openHotel, true);
    expect(screen.getByLabelText(/Check-in/)).toHaveValue('2026-03-11');
    expect(screen.getByLabelText(/Check-out/)).toHaveValue('2026-03-12');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    const options = within(screen.getByLabelText('Guests')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['1 Guest', '2 Guests', '3 Guests', '4 Guests', '5+ Guests']);
    expect(screen.getByLabelText(/Check-in/)).toHaveAttribute('min', '2026-03-10');
  });

  it('when the address carries a stay from the search, then the booking box starts from it and Book Now carries it on', async () => {
    const { user } = renderDetail(openHotel, false, '?checkIn=2026-12-20&checkOut=2026-12-22&guests=7&room=Maharaja+Suite&rooms=2');
    expect(screen.getByLabelText(/Check-in/)).toHaveValue('2026-12-20');
    expect(screen.getByLabelText(/Check-out/)).toHaveValue('2026-12-22');
    expect(screen.getByLabelText('Guests')).toHaveValue('7');
    expect(screen.getByLabelText('Rooms')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: /Maharaja Suite/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const target = '/book-now?hotel=12&checkIn=2026-12-20&checkOut=2026-12-22&guests=7&room=Maharaja+Suite&rooms=2';
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?redirect=${encodeURIComponent(target)}`);
  });

  it('when the guest changes the stay, then the address follows (a reload or the way back keeps it)', async () => {
    const { user } = renderDetail(openHotel, true);
    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-03-14' } });
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    await user.click(screen.getByRole('radio', { name: /Palace Room/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hotels/12?checkIn=2026-03-11&checkOut=2026-03-14&guests=3&room=Palace+Room');
  });

  it('when the hotel has no reviews, then the header shows its own rating labelled as the hotel rating, with no review count', () => {
    renderDetail(openHotel, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Suvarna Rajmahal Jaipur' })).toBeInTheDocument();
    const rating = screen.getByTestId('shown-rating');
    expect(rating).toHaveTextContent('4.9');
    expect(rating).toHaveTextContent('Hotel rating');
    expect(rating).not.toHaveTextContent(/review/);
    expect(screen.queryByText('(324 reviews)')).not.toBeInTheDocument();
  });

  it('when the hotel has reviews, then the header shows their average and count', () => {
    renderDetail({ ...openHotel, shownRating: { source: 'reviews', score: 4.3, reviews: 3 } }, true);
    const rating = screen.getByTestId('shown-rating');
    expect(within(rating).getByTestId('shown-rating-score')).toHaveTextContent('4.3');
    expect(within(rating).getByTestId('shown-rating-basis')).toHaveTextContent('(3 reviews)');
    expect(rating).not.toHaveTextContent('4.9');
  });

  it('when a signed-in guest presses Book Now, then /book-now opens with the hotel, dates and guests', async () => {
    const { user } = renderDetail(openHotel, true);
    await user.selectOptions(screen.getByLabelText('Guests'), '5');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book-now?hotel=12&checkIn=2026-03-11&checkOut=2026-03-12&guests=5');
  });

  it('when a signed-out visitor presses Book Now, then /login opens with the same booking path as an encoded redirect', async () => {
    const { user } = renderDetail(openHotel, false);
    expect(screen.getByText('You will be asked to sign in before booking.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const target = '/book-now?hotel=12&checkIn=2026-03-11&checkOut=2026-03-12&guests=2';
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?redirect=${encodeURIComponent(target)}`);
  });

  it('when check-in moves past check-out, then check-out follows to the next day', async () => {
    const { user } = renderDetail(openHotel, true);
    const checkIn = screen.getByLabelText(/Check-in/);
    await user.clear(checkIn);
    await user.type(checkIn, '2026-03-20');
    expect(screen.getByLabelText(/Check-out/)).toHaveValue('2026-03-21');
    expect(screen.getByLabelText(/Check-out/)).toHaveAttribute('min', '2026-03-21');
  });

  it('when a room card is chosen, then it is highlighted and its price per night leads the booking summary', async () => {
    const { user } = renderDetail(openHotel, true);
    const suite = screen.getByRole('radio', { name: /Maharaja Suite/ });
    expect(within(screen.getByRole('radiogroup', { name: 'Room types' })).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Room types' })).getAllByText('/night')).toHaveLength(2);
    expect(screen.getByText('Up to 4 guests')).toBeInTheDocument();
    expect(screen.getByText('2 rooms available')).toBeInTheDocument();
    await user.click(suite);
    expect(suite).toBeChecked();
    expect(suite.closest('label')?.className).toMatch(/selected/);
    const sidebar = screen.getByRole('complementary', { name: 'Book your stay' });
    expect(within(sidebar).getAllByText('Maharaja Suite').length).toBeGreaterThan(0);
    expect(within(sidebar).getAllByText('₹1,25,000').length).toBeGreaterThan(0);
  });

  it('when a suite is chosen for 2 nights and 2 rooms, then the sidebar prices the stay with 12 % taxes and Book Now carries the room', async () => {
    const { user } = renderDetail(openHotel, true);
    await user.click(screen.getByRole('radio', { name: /Maharaja Suite/ }));
    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-03-13' } });
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    const quote = screen.getByRole('group', { name: 'Price for your stay' });
    expect(within(quote).getByText('2 × Maharaja Suite × 2 nights')).toBeInTheDocument();
    expect(within(quote).getByText('₹5,00,000')).toBeInTheDocument();
    expect(within(quote).getByText('₹60,000')).toBeInTheDocument();
    expect(within(quote).getByTestId('sidebar-total')).toHaveTextContent('₹5,60,000');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book-now?hotel=12&checkIn=2026-03-11&checkOut=2026-03-13&guests=2&room=Maharaja+Suite&rooms=2');
  });

  it('when the guests exceed what the chosen rooms sleep, then the sidebar says how many rooms they need, beside the Rooms choice', async () => {
    const { user } = renderDetail(openHotel, true);
    expect(screen.queryByText(/need \d+ rooms?/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Price for your stay' })).getByText('1 × Palace Room × 1 night')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    const note = screen.getByText('3 guests need 2 rooms of Palace Room (each sleeps 2): 1 room sleeps 2.');
    expect(screen.getByLabelText('Rooms')).toHaveAttribute('aria-describedby', note.id);
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    expect(screen.queryByText(/need \d+ rooms?/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rooms')).not.toHaveAttribute('aria-describedby');
  });

  it('when a party from the address needs more than five rooms, then the Rooms choice offers as many as it needs', async () => {
    const { user } = renderDetail(openHotel, true, '?checkIn=2026-03-11&checkOut=2026-03-12&guests=30');
    expect(screen.getByText('30 guests need 15 rooms of Palace Room (each sleeps 2): 1 room sleeps 2.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Rooms')).getAllByRole('option')).toHaveLength(15);
    await user.selectOptions(screen.getByLabelText('Rooms'), '15');
    expect(screen.queryByText(/need \d+ rooms?/)).not.toBeInTheDocument();
  });

  it('when Book Now is pressed with dates that are not a stay, then each date field is marked and described, the focus goes to the first, and nothing is sent', async () => {
    const { user } = renderDetail(openHotel, true);
    const checkIn = screen.getByLabelText(/Check-in/);
    const checkOut = screen.getByLabelText(/Check-out/);
    fireEvent.change(checkIn, { target: { value: '2026-03-09' } });
    fireEvent.change(checkOut, { target: { value: '2026-03-08' } });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(checkIn).toHaveAttribute('aria-invalid', 'true');
    expect(checkIn).toHaveAccessibleDescription('Check-in date cannot be in the past');
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    expect(checkOut).toHaveAccessibleDescription('Check-out date must be after check-in date');
    expect(checkIn).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hotels\/12/);

    // Only check-out is wrong: it alone is marked, and it takes the focus.
    fireEvent.change(checkIn, { target: { value: '2026-03-12' } });
    fireEvent.change(checkOut, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(checkIn).not.toHaveAttribute('aria-invalid');
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    expect(checkOut).toHaveAccessibleDescription('Please select a check-out date');
    expect(checkOut).toHaveFocus();

    // Mended, the marks go and Book Now carries the stay on.
    fireEvent.change(checkOut, { target: { value: '2026-03-14' } });
    expect(checkOut).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book-now?hotel=12&checkIn=2026-03-12&checkOut=2026-03-14&guests=2');
  });

  it('when the hotel is pre-opening, then booking is disabled and Pre-Opening Soon shows the opening date and the launch note', () => {
    renderDetail(preOpeningHotel, true);
    expect(screen.getByRole('heading', { name: 'Pre-Opening Soon' })).toBeInTheDocument();
    expect(screen.getByText('15 March 2026')).toBeInTheDocument();
    expect(screen.getByText(/Bookings will open closer to our launch date/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(screen.getByLabelText(/Check-in/)).toBeDisabled();
  });

  it('when the hotel is a future project, then it cannot be booked either', () => {
    renderDetail({ ...preOpeningHotel, status: 'future', openingDate: '2027-06-01' }, true);
    expect(screen.getByRole('heading', { name: 'Pre-Opening Soon' })).toBeInTheDocument();
    expect(screen.getByText('1 June 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});
