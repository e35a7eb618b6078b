import { PlaceholderPage } from '../components/layout/placeholder-page';

export function AdminBookingsRoute() {
  return <PlaceholderPage title="Manage Bookings" eyebrow="Administration" />;
}
