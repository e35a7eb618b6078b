import { PlaceholderPage } from '../components/layout/placeholder-page';

export function HrDashboardRoute() {
  return <PlaceholderPage title="HR Dashboard" eyebrow="Talent Acquisition" />;
}
