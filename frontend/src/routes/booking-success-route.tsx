import { PlaceholderPage } from '../components/layout/placeholder-page';

export function BookingSuccessRoute() {
  return <PlaceholderPage title="Booking Confirmation" eyebrow="Your Reservation" />;
}
