import { PlaceholderPage } from '../components/layout/placeholder-page';

export function ApplicantDashboardRoute() {
  return <PlaceholderPage title="My Applications" eyebrow="Careers" />;
}
