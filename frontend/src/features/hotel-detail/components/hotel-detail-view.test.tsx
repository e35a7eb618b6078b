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

function renderDetail(hotel: Hotel, isAuthenticated: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/hotels/:hotelId" element={<HotelDetailView hotel={hotel} isAuthenticated={isAuthenticated} />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/hotels/${hotel.id}` },
  );
}

describe('HotelDetailView', () => {
  beforeEach(() => {
    // Only the clock is faked: user-event still needs real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 21, 45));
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

  it('when the header is shown, then it reads the fixed 4.8 rating with 324 reviews whatever the hotel says', () => {
    renderDetail(openHotel, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Suvarna Rajmahal Jaipur' })).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('(324 reviews)')).toBeInTheDocument();
    expect(screen.queryByText('4.9')).not.toBeInTheDocument();
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

  it('when the guests exceed what the chosen rooms sleep, then the sidebar says so', async () => {
    const { user } = renderDetail(openHotel, true);
    expect(screen.queryByText(/Add a room/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Price for your stay' })).getByText('1 × Palace Room × 1 night')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    expect(screen.getByText('1 room of Palace Room sleeps 2. Add a room for 3 guests.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    expect(screen.queryByText(/Add a room/)).not.toBeInTheDocument();
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
