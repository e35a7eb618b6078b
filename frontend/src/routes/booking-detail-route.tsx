import { PlaceholderPage } from '../components/layout/placeholder-page';

export function BookingDetailRoute() {
  return <PlaceholderPage title="Booking Details" eyebrow="Your Reservation" />;
}
