import { PlaceholderPage } from '../components/layout/placeholder-page';

export function AiDemosRoute() {
  return <PlaceholderPage title="AI Demos" eyebrow="Suvarna AI" />;
}
