import { PlaceholderPage } from '../components/layout/placeholder-page';

export function BookingCancelRoute() {
  return <PlaceholderPage title="Booking Cancelled" eyebrow="Your Reservation" />;
}
