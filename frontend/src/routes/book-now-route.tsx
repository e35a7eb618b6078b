import { PlaceholderPage } from '../components/layout/placeholder-page';

export function BookNowRoute() {
  return <PlaceholderPage title="Book Your Stay" eyebrow="Smart Reservations" />;
}
