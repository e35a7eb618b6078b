import { PageHero } from '../components/ui/page-hero';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { AiDemosPage } from '../features/ai-demos/components/ai-demos-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function AiDemosRoute() {
  useDocumentTitle('AI Demos');
  return (
    <>
      <PageHero
        eyebrow="Suvarna AI"
        title="Meet Our AI Assistants"
        description="Three assistants that answer from our live hotels, rooms, bookings and city guides: find a stay, ask the concierge, or hear what is in demand."
        size="compact"
      />
      <ErrorBoundary>
        <AiDemosPage />
      </ErrorBoundary>
    </>
  );
}
