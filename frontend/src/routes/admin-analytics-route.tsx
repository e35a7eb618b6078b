import { PlaceholderPage } from '../components/layout/placeholder-page';

export function AdminAnalyticsRoute() {
  return <PlaceholderPage title="Analytics" eyebrow="Administration" />;
}
