import { PlaceholderPage } from '../components/layout/placeholder-page';

export function DepartmentDashboardRoute() {
  return <PlaceholderPage title="Department Dashboard" eyebrow="Talent Acquisition" />;
}
