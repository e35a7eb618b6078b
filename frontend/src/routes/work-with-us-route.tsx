import { PlaceholderPage } from '../components/layout/placeholder-page';

export function WorkWithUsRoute() {
  return <PlaceholderPage title="Work With Us" eyebrow="Careers" />;
}
